import type { Order } from "../../../domain/contracts/orders";
import { ORDER_STATUS_LABELS } from "../../../domain/order-events";

/** Placed, Partially Shipped, Shipped, Delivered or Cancelled: what the order's events say. */
export function orderStatus(order: Pick<Order, "status">): string {
  return ORDER_STATUS_LABELS[order.status];
}
