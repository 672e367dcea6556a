// An order's books after its returns (docs/behaviour.md §4 Returns) and its lines cancelled
// before they shipped: what came back per line, what was refunded and what the order is still
// worth. Shown by the account, the guest order page and the dashboard; the server fills
// Order.returned and Order.cancelledLines.
import type { Order } from "./contracts/orders";

export function returnedQuantity(order: Pick<Order, "returned">, position: number): number {
  return order.returned?.lines.find((l) => l.position === position)?.quantity ?? 0;
}

/**
 * The total less the refunds and the lines cancelled before they shipped: never below zero (what
 * is paid back never exceeds what was paid).
 */
export function netPaidCents(order: {
  totalCents: number;
  returned?: { refundedCents: number } | null;
  cancelledLines?: { cents: number } | null;
}): number {
  const off = (order.returned?.refundedCents ?? 0) + (order.cancelledLines?.cents ?? 0);
  return Math.max(0, order.totalCents - off);
}

/** The line was cancelled on its own (it will not ship). */
export function isCancelledLine(order: Pick<Order, "cancelledLines">, position: number): boolean {
  return order.cancelledLines?.positions.includes(position) ?? false;
}
