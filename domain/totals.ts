import { linePrice } from "./money";

export interface TotalsLine {
  unitPriceCents: number;
  quantity: number;
}

export interface Totals {
  /** Sum of quantities, as shown in the summary's item count and the bag badge. */
  itemCount: number;
  subtotalCents: number;
  /** What the coupon takes off; the summary's coupon line shows this amount. */
  discountCents: number;
  totalCents: number;
}

/**
 * Discount in cents for a percentage, rounded half up to the nearest cent. Computed as
 * floor((subtotal × pct + 50) / 100), which is exact integer arithmetic for whole-number
 * percentages (the coupon table only holds 1–100), so no 0.1 + 0.2 drift reaches a total.
 */
export function discountFor(subtotalCents: number, percentage: number): number {
  if (!Number.isFinite(percentage) || percentage < 0) {
    throw new RangeError(`Not a valid coupon percentage: ${percentage}`);
  }
  const discount = Math.floor((subtotalCents * percentage + 50) / 100);
  // A percentage above 100 must not make the total negative.
  return Math.min(discount, subtotalCents);
}

/**
 * Estimated total = sum of lines − coupon discount (docs/behaviour.md §9). The server runs this when an
 * order is placed and ignores any total sent by the browser (decision 1 in docs/decisions.md).
 */
export function computeTotals(lines: readonly TotalsLine[], couponPercentage?: number): Totals {
  // linePrice rejects negative prices and quantities, so the subtotal is never negative.
  let itemCount = 0;
  let subtotalCents = 0;
  for (const line of lines) {
    subtotalCents += linePrice(line.unitPriceCents, line.quantity);
    itemCount += line.quantity;
  }
  const discountCents = couponPercentage === undefined ? 0 : discountFor(subtotalCents, couponPercentage);
  return {
    itemCount,
    subtotalCents,
    discountCents,
    totalCents: subtotalCents - discountCents,
  };
}
