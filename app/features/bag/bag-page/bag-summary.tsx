import type { BagItem } from "../../../../domain/bag";
import { formatPrice, formatSummaryAmount } from "../../../../domain/money";
import { computeTotals } from "../../../../domain/totals";
import type { AppliedCoupon } from "../../coupon/use-coupon";
import styles from "./bag-summary.module.css";

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
  const count = `${totals.itemCount} ${totals.itemCount === 1 ? "item" : "items"}`;
  return (
    <dl className={styles.totals}>
      <div>
        <dt>Items ({count})</dt>
        <dd>{formatPrice(totals.subtotalCents)}</dd>
      </div>
      {coupon ? (
        <div className={styles.coupon}>
          <dt>
            Coupon {coupon.code} ({coupon.percentage}%)
          </dt>
          <dd>{formatPrice(-totals.discountCents)}</dd>
        </div>
      ) : null}
      <div>
        <dt>Shipping</dt>
        <dd>{formatSummaryAmount(0)}</dd>
      </div>
      <div>
        <dt>Sales Tax</dt>
        <dd>{formatSummaryAmount(0)}</dd>
      </div>
      <div className={styles.total}>
        <dt>Estimated Total</dt>
        <dd data-testid="estimated-total">{formatPrice(totals.totalCents)}</dd>
      </div>
    </dl>
  );
}
