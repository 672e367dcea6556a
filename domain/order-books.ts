// An order's books after its returns (docs/behaviour.md §4 Returns): what came back per line,
// what was refunded and what the order is still worth. Shown by the account, the guest order page
// and the dashboard; the server fills Order.returned.
import type { Order } from "./contracts/orders";

export function returnedQuantity(order: Pick<Order, "returned">, position: number): number {
  return order.returned?.lines.find((l) => l.position === position)?.quantity ?? 0;
}

/** The total less the refunds: never below zero (refunds never exceed what was paid). */
export function netPaidCents(order: {
  totalCents: number;
  returned?: { refundedCents: number } | null;
}): number {
  return Math.max(0, order.totalCents - (order.returned?.refundedCents ?? 0));
}
