// Purchased, In Progress, Arrived (docs/behaviour.md §4) with the dates that really happened, and estimates
// marked 'Estimated' for the steps still ahead; parcels with their carrier and tracking link.
// The same timeline in the account, the confirmation panel and the guest order page.
import { carrierName, trackingUrl } from "../../../domain/carriers";
import type { Order } from "../../../domain/contracts/orders";
import { formatDate } from "../../../domain/dates";
import { orderTimelineSteps } from "../../../domain/order-timeline";
import styles from "./order-timeline.module.css";

export function OrderTimeline({ order }: { order: Order }) {
  const steps = orderTimelineSteps(order);
  // A cancelled order has no step it is at: the line under the timeline says what became of it.
  const current = order.status === "cancelled" ? -1 : steps.findLastIndex((s) => s.reached);
  return (
    <div className={styles.wrap}>
      <ol className={styles.timeline} aria-label="Delivery timeline" data-steps={steps.length}>
        {steps.map((step, i) => (
          <li key={step.label} className={styles.step} data-reached={step.reached || undefined}>
            <span className={styles.stepLabel}>{step.label}</span>
            <span className={styles.stepDate}>
              {step.estimated ? <span className={styles.estimated}>Estimated</span> : null}
              <time dateTime={step.date}>{formatDate(step.date)}</time>
            </span>
            {i === current ? <span className="visually-hidden"> (current step)</span> : null}
          </li>
        ))}
      </ol>
      {order.status === "cancelled" ? (
        <p className={styles.cancelled}>
          This order was cancelled{order.cancelledAt ? ` on ${formatDate(order.cancelledAt)}` : ""}.
        </p>
      ) : null}
      {order.shipments.length ? <Parcels order={order} /> : null}
    </div>
  );
}

function Parcels({ order }: { order: Order }) {
  const several = order.shipments.length > 1;
  return (
    <ul className={styles.parcels} aria-label="Shipments">
      {order.shipments.map((s, i) => {
        const link = trackingUrl(s.carrier, s.trackingNumber);
        const titles = order.lines.filter((l) => s.lines.includes(l.position)).map((l) => l.title);
        return (
          <li key={s.id} className={styles.parcel}>
            <p className={styles.parcelHead}>
              {several ? `Parcel ${i + 1} · ` : ""}Shipped {formatDate(s.shippedAt)} with{" "}
              {carrierName(s.carrier)}
            </p>
            <p>
              Tracking number:{" "}
              {link ? (
                <a href={link} target="_blank" rel="noopener noreferrer" className={styles.track}>
                  {s.trackingNumber}
                  <span className="visually-hidden"> (opens the carrier&apos;s tracking page)</span>
                </a>
              ) : (
                s.trackingNumber
              )}
            </p>
            {several || order.status === "partially_shipped" ? (
              <p className={styles.muted}>{titles.join(", ")}</p>
            ) : null}
            <p className={styles.muted}>
              {s.deliveredAt ? `Delivered ${formatDate(s.deliveredAt)}` : "On its way"}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
