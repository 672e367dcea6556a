import { formatPrice, formatSummaryAmount } from "../../../../domain/money";
import { netPaidCents } from "../../../../domain/order-books";
import type { DashboardOrderDetail } from "../../../../sdk/dashboard";
import { countOf } from "../format";
import styles from "./order.module.css";

/** Items, the coupon line with its discount, shipping and tax at $ 0.00, and the total (docs/behaviour.md §9). */
export function OrderTotals({ order }: { order: DashboardOrderDetail }) {
  return (
    <dl className={styles.totals}>
      <div>
        <dt>Items ({countOf(order.itemCount, "item")})</dt>
        <dd>{formatPrice(order.subtotalCents)}</dd>
      </div>
      {order.couponCode ? (
        <div>
          <dt>
            Coupon <span className={styles.code}>{order.couponCode}</span>
            {order.couponPercentage ? ` (${order.couponPercentage}%)` : ""}
          </dt>
          <dd>{formatPrice(-order.discountCents)}</dd>
        </div>
      ) : null}
      <div>
        <dt>Shipping</dt>
        <dd>{formatSummaryAmount(0)}</dd>
      </div>
      <div>
        <dt>Sales tax</dt>
        <dd>{formatSummaryAmount(0)}</dd>
      </div>
      <div className={styles.total}>
        <dt>Total</dt>
        <dd>{formatPrice(order.totalCents)}</dd>
      </div>
      {order.returned?.refundedCents ? (
        <>
          <div>
            <dt>Refunded</dt>
            <dd>{formatPrice(-order.returned.refundedCents)}</dd>
          </div>
          <div>
            <dt>Net paid</dt>
            <dd>{formatPrice(netPaidCents(order))}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}
