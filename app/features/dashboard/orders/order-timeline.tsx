// Purchased, In Progress and Arrived (SPEC §9: +0, +7 and +14 days), each reached or expected;
// a cancelled order shows when and by whom instead of the steps it will never reach.
import { formatDate, orderTimeline } from "../../../../domain/dates";
import type { DashboardOrderDetail } from "../../../../sdk/dashboard";
import { formatDateTime } from "../format";
import styles from "./order.module.css";

/** 'staff:ana@…' → 'by staff (ana@…)', 'user:…' → 'by the customer', 'guest' → 'by the guest'. */
export function cancelledByText(by: string | null): string {
  if (!by) return "";
  if (by.startsWith("staff:")) return `by staff (${by.slice("staff:".length)})`;
  if (by.startsWith("user:")) return "by the customer";
  return by === "guest" ? "by the guest" : "";
}

export function OrderTimeline({ order, now }: { order: DashboardOrderDetail; now: string }) {
  const at = new Date(now).getTime();
  const steps = orderTimeline(order.purchasedAt);
  const shown = order.status === "cancelled" ? steps.slice(0, 1) : steps;
  return (
    <ol className={styles.timeline}>
      {shown.map((step, i) => {
        const reached = i === 0 || step.date.getTime() <= at;
        return (
          <li key={step.label} className={styles.step} data-state={reached ? "done" : "next"}>
            <span className={styles.stepLabel}>{step.label}</span>
            <span className={styles.stepDate}>
              {i === 0 ? formatDateTime(order.purchasedAt) : formatDate(step.date)}
              {reached ? null : " · expected"}
            </span>
          </li>
        );
      })}
      {order.status === "cancelled" ? (
        <li className={styles.step} data-state="cancelled">
          <span className={styles.stepLabel}>Cancelled</span>
          <span className={styles.stepDate}>
            {order.cancelledAt ? formatDateTime(order.cancelledAt) : "Date not recorded"}
            {order.cancelledBy ? ` · ${cancelledByText(order.cancelledBy)}` : null}
          </span>
        </li>
      ) : null}
    </ol>
  );
}
