// The spec's three steps with the real dates from the order's events (estimates marked), and
// below them the history itself: every event with its time and who took it.
import { carrierName, trackingUrl } from "../../../../domain/carriers";
import { formatDate } from "../../../../domain/dates";
import { formatPrice } from "../../../../domain/money";
import { orderTimelineSteps } from "../../../../domain/order-timeline";
import type { DashboardOrderDetail } from "../../../../sdk/dashboard";
import { formatDateTime } from "../format";
import styles from "./order.module.css";

/** 'staff:ana@…' → 'by staff (ana@…)', 'customer' → 'by the customer', 'guest' → 'by the guest'. */
export function cancelledByText(by: string | null): string {
  if (!by) return "";
  if (by.startsWith("staff:")) return `by staff (${by.slice("staff:".length)})`;
  if (by.startsWith("user:") || by === "customer") return "by the customer";
  return by === "guest" ? "by the guest" : "";
}

export function OrderTimeline({ order }: { order: DashboardOrderDetail }) {
  const steps = orderTimelineSteps(order);
  return (
    <>
      <ol className={styles.timeline} aria-label="Delivery timeline">
        {steps.map((step) => (
          <li key={step.label} className={styles.step} data-state={step.reached ? "done" : "next"}>
            <span className={styles.stepLabel}>{step.label}</span>
            <span className={styles.stepDate}>
              {step.estimated ? `Estimated ${formatDate(step.date)}` : formatDateTime(step.date)}
            </span>
          </li>
        ))}
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
      <h3 className={styles.historyTitle}>History</h3>
      <ol className={styles.history}>
        {order.events.map((event) => (
          <li key={event.id}>
            <span className={styles.stepLabel}>{describe(order, event)}</span>
            <span className={styles.stepDate}>
              {formatDateTime(event.at)} · {cancelledByText(event.actor) || event.actor || "unknown"}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}

function describe(order: DashboardOrderDetail, event: DashboardOrderDetail["events"][number]) {
  const parcelNo = (id: number) => order.shipments.findIndex((s) => s.id === id) + 1;
  switch (event.type) {
    case "placed":
      return "Placed";
    case "cancelled":
      return "Cancelled";
    case "shipped": {
      const parcel = order.shipments.find((s) => s.id === event.shipment);
      if (!parcel) return "Shipped";
      const link = trackingUrl(parcel.carrier, parcel.trackingNumber);
      const lines = parcel.lines.map((p) => p + 1).join(", ");
      return (
        <>
          Parcel {parcelNo(parcel.id)} shipped (line {lines}) with {carrierName(parcel.carrier)},{" "}
          {link ? (
            <a href={link} target="_blank" rel="noopener noreferrer">
              {parcel.trackingNumber}
            </a>
          ) : (
            parcel.trackingNumber
          )}
        </>
      );
    }
    case "delivered":
      return event.shipment ? `Parcel ${parcelNo(event.shipment)} delivered` : "Delivered";
    case "lines_cancelled": {
      if (!event.cancelled) return "Lines cancelled";
      const { lines, refundCents } = event.cancelled;
      const named = `${lines.length > 1 ? "Lines" : "Line"} ${lines.map((p) => p + 1).join(", ")}`;
      return `${named} cancelled, ${formatPrice(refundCents)} not charged`;
    }
  }
}
