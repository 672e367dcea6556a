import { formatPrice, formatSummaryAmount, itemsLabel } from "../../domain/money";
import { netPaidCents } from "../../domain/order-books";
import styles from "./order-totals.module.css";

/** The figures of an order, or of a bag priced as one (domain/totals.ts). */
export interface TotalsFigures {
  itemCount: number;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  couponCode?: string | null;
  couponPercentage?: number | null;
  /** An order's returns (docs/behaviour.md §4 Returns): refunds show as 'Refunded' and 'Net Paid'. */
  returned?: { refundedCents: number } | null;
  /** Lines cancelled before they shipped: 'Cancelled Items', not charged. */
  cancelledLines?: { cents: number } | null;
}

interface OrderTotalsProps {
  totals: TotalsFigures;
  /** Before the order is placed (bag, checkout): 'Estimated Total', in the summary's larger type. */
  estimate?: boolean;
  /** Placement in the page around it (width, alignment); the look stays this component's. */
  className?: string;
}

/**
 * Items, the coupon line (its discount), 'Shipping' and 'Sales Tax' at $ 0.00, and the total
 * (docs/behaviour.md §9): the one summary of the bag, checkout, account, order status and dashboard.
 */
export function OrderTotals({ totals, estimate = false, className }: OrderTotalsProps) {
  const classes = [styles.totals, estimate ? styles.estimate : "", className ?? ""].filter(Boolean).join(" ");
  return (
    <dl className={classes}>
      <div>
        <dt>{itemsLabel(totals.itemCount)}</dt>
        <dd>{formatPrice(totals.subtotalCents)}</dd>
      </div>
      {totals.couponCode ? (
        <div className={styles.coupon}>
          <dt>
            Coupon <span className={styles.code}>{totals.couponCode}</span>
            {totals.couponPercentage ? ` (${totals.couponPercentage}%)` : ""}
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
        <dt>{estimate ? "Estimated Total" : "Total"}</dt>
        <dd data-testid={estimate ? "estimated-total" : undefined}>{formatPrice(totals.totalCents)}</dd>
      </div>
      {totals.cancelledLines ? (
        <div>
          <dt>Cancelled Items</dt>
          <dd>{formatPrice(-totals.cancelledLines.cents)}</dd>
        </div>
      ) : null}
      {totals.returned?.refundedCents ? (
        <div>
          <dt>Refunded</dt>
          <dd>{formatPrice(-totals.returned.refundedCents)}</dd>
        </div>
      ) : null}
      {totals.returned?.refundedCents || totals.cancelledLines ? (
        <div>
          <dt>Net Paid</dt>
          <dd>{formatPrice(netPaidCents(totals))}</dd>
        </div>
      ) : null}
    </dl>
  );
}
