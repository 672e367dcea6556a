// The refund of a return, computed by the server from what the order's lines were paid
// (docs/behaviour.md §4 Returns). The coupon's discount is shared over the order's units in
// proportion to their price; the share is rounded on the running total of everything refunded
// so far, not per return, so the refunds of one order add up to exactly the order's total when
// every unit comes back and never to more.
import { linePrice } from "./money";

export interface RefundOrder {
  /** Sum of the lines' paid prices before the coupon. */
  subtotalCents: number;
  /** What the coupon took off (0 without one). */
  discountCents: number;
}

export interface RefundLine {
  /** The order line's paid unit price (order_lines.unit_price_cents). */
  unitPriceCents: number;
  quantity: number;
}

/** The lines' prices before the coupon. */
export function grossOf(lines: readonly RefundLine[]): number {
  return lines.reduce((sum, l) => sum + linePrice(l.unitPriceCents, l.quantity), 0);
}

/**
 * What the customer paid for goods worth `grossCents` of the order's subtotal: the gross less
 * its share of the discount, rounded half up. Never decreasing in the gross, and equal to the
 * order's total (subtotal − discount) for the whole subtotal.
 */
export function paidShare(order: RefundOrder, grossCents: number): number {
  const { subtotalCents, discountCents } = order;
  if (!Number.isSafeInteger(grossCents) || grossCents < 0 || grossCents > subtotalCents) {
    throw new RangeError(`Not a part of this order's subtotal: ${grossCents} of ${subtotalCents}`);
  }
  if (subtotalCents === 0 || discountCents <= 0) return grossCents;
  const discount = Math.min(discountCents, subtotalCents);
  const share = Math.floor((discount * grossCents * 2 + subtotalCents) / (2 * subtotalCents));
  return grossCents - share;
}

/**
 * The refund for `lines`, given the gross of the order's lines already refunded by earlier
 * returns (their refund lines' unitPriceCents × quantity). This is the function the refund step
 * calls; the sum of every refund of an order never exceeds what the order was paid.
 */
export function refundCents(
  order: RefundOrder,
  earlierRefundedGrossCents: number,
  lines: readonly RefundLine[],
): number {
  const gross = grossOf(lines);
  return paidShare(order, earlierRefundedGrossCents + gross) - paidShare(order, earlierRefundedGrossCents);
}
