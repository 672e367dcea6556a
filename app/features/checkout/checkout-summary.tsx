import { Link } from "react-router";
import type { BagItem } from "../../../domain/bag";
import { BagSummary } from "../bag/bag-page/bag-summary";
import { CouponField } from "../coupon/coupon-field";
import type { CouponState } from "../coupon/use-coupon";
import { PlaceOrderButton } from "./place-order-button";
import { CheckoutLines } from "./checkout-lines";
import styles from "./checkout-summary.module.css";

interface CheckoutSummaryProps {
  lines: readonly BagItem[];
  marks: Readonly<Record<string, string>>;
  coupon: CouponState;
  busy: boolean;
  /** The checkout form's id: the button sits outside it, beside the total it confirms. */
  formId: string;
}

/** The order summary column: lines, coupon (its own form), totals and 'Place Order'. */
export function CheckoutSummary({ lines, marks, coupon, busy, formId }: CheckoutSummaryProps) {
  return (
    <aside className={styles.summary} aria-labelledby="checkout-summary-title">
      <div className={styles.head}>
        <h2 id="checkout-summary-title" className={styles.heading}>
          Order Summary
        </h2>
        <Link to="/bag" className={styles.edit}>
          Edit Bag
        </Link>
      </div>
      <CheckoutLines lines={lines} marks={marks} />
      <CouponField coupon={coupon} variant="checkout" />
      <BagSummary lines={lines} coupon={coupon.applied} />
      <PlaceOrderButton busy={busy} formId={formId} />
      <p className={styles.terms}>
        By placing your order you accept our{" "}
        <Link to="/legal?category=termsAndConditions">Terms and Conditions of Sale</Link>.
      </p>
    </aside>
  );
}
