import { formatDate, orderTimeline } from "../../../domain/dates";
import type { Order } from "../../../domain/contracts/orders";
import { reachedSteps } from "./order-status";
import styles from "./order-details.module.css";

/** Purchased, In Progress (+7 days), Arrived (+14 days), with the steps reached so far marked. */
export function OrderTimeline({ order, now }: { order: Order; now: string }) {
  if (order.status === "cancelled") {
    return (
      <p className={styles.cancelled}>
        This order was cancelled{order.cancelledAt ? ` on ${formatDate(order.cancelledAt)}` : ""}.
      </p>
    );
  }
  const reached = reachedSteps(order, now).length;
  return (
    <ol className={styles.timeline} aria-label="Delivery timeline">
      {orderTimeline(order.purchasedAt).map((step, i) => (
        <li key={step.label} className={styles.step} data-reached={i < reached || undefined}>
          <span className={styles.stepLabel}>{step.label}</span>
          <span className={styles.stepDate}>{formatDate(step.date)}</span>
          {i === reached - 1 ? <span className="visually-hidden"> (current step)</span> : null}
        </li>
      ))}
    </ol>
  );
}
