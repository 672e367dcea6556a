import type { BagItem } from "../../../../domain/bag";
import { computeTotals } from "../../../../domain/totals";
import { OrderTotals } from "../../../ui/order-totals";
import type { AppliedCoupon } from "../../coupon/use-coupon";

interface BagSummaryProps {
  lines: readonly BagItem[];
  coupon: AppliedCoupon | null;
}

/**
 * Items, the coupon line (the discount amount), shipping and sales tax at $ 0.00 and the
 * estimated total (docs/behaviour.md §2, §9). An estimate: the server prices the order itself.
 */
export function BagSummary({ lines, coupon }: BagSummaryProps) {
  const totals = computeTotals(
    lines.map((line) => ({ unitPriceCents: line.basePriceCents, quantity: line.quantity })),
    coupon?.percentage,
  );
  return (
    <OrderTotals
      estimate
      totals={{ ...totals, couponCode: coupon?.code, couponPercentage: coupon?.percentage }}
    />
  );
}
