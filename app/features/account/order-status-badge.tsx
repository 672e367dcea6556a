import type { Order } from "../../../domain/contracts/orders";
import { orderStatus } from "./order-status";
import styles from "./order-status-badge.module.css";

/** The order's status as a small badge (account list, order pages). */
export function OrderStatusBadge({ order }: { order: Pick<Order, "status"> }) {
  return (
    <span className={styles.badge} data-status={order.status}>
      <span className="visually-hidden">Status: </span>
      {orderStatus(order)}
    </span>
  );
}
