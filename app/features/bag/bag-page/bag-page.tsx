// The Shopping Bag page (docs/behaviour.md §2): lines with quantity, Edit and Remove, the coupon, the summary
// and the way to checkout. Everything here comes from the device (localStorage), so the server
// renders the frame and the browser fills it in.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { BagItem } from "../../../../domain/bag";
import { useBag } from "../bag-store";
import { CouponField } from "../../coupon/coupon-field";
import { useCoupon } from "../../coupon/use-coupon";
import { forgetClosedOrder, usePlacedOrder } from "../../checkout/placed-order-store";
import { useRestoredPlacedOrder } from "../../checkout/restore-placed-order";
import { useNonce } from "../../../lib/nonce";
import { BagEmpty } from "./bag-empty";
import { BagLine } from "./bag-line";
import { BagNotices } from "./bag-notices";
import { BagProceed } from "./bag-proceed";
import { bagProblems } from "./bag-problems";
import { BAG_STATE_SCRIPT } from "./bag-state-script";
import { BagSummary } from "./bag-summary";
import { useBagRefresh } from "./use-bag-refresh";
import styles from "./bag-page.module.css";
import { TitledSection } from "../../../ui/titled-section";

/** The classes of this page's titled regions. */
const region = { className: styles.summary, titleClassName: styles.summaryTitle };

// Only a guest who has just ordered sees it here; everyone else never downloads it.
const PurchasePanel = lazy(() => import("../../checkout/purchase-panel"));

export function BagPage() {
  const lines = useBag();
  const coupon = useCoupon();
  const refresh = useBagRefresh(lines !== null && lines.length > 0);
  const placed = usePlacedOrder();
  const [said, setSaid] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nonce = useNonce();
  useEffect(() => () => forgetClosedOrder(), []);
  // A guest who reloads after ordering sees the confirmation again, not only an empty bag.
  useRestoredPlacedOrder(lines);

  function removed(line: BagItem) {
    setSaid(`${line.title} was removed from your shopping bag.`);
    // The line and its Remove button are gone: the page heading takes focus instead.
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  const problems = lines ? bagProblems(lines) : null;
  const loading = lines === null || problems === null;
  const orderNote =
    placed && !placed.open
      ? placed.order.status === "cancelled"
        ? `Order ${placed.order.id} has been cancelled.`
        : `Thank you. Your order ${placed.order.id} has been placed.`
      : null;

  return (
    <div className={styles.page}>
      <header className={styles.heading}>
        <p className={styles.eyebrow}>Your selection</p>
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
          Shopping Bag
        </h1>
      </header>
      <div className={styles.messages}>
        <BagNotices notices={refresh.notices} onDismiss={refresh.dismiss} />
        <p role="status" className={said || orderNote ? styles.said : "visually-hidden"}>
          {orderNote ?? said}
        </p>
      </div>
      {loading ? (
        <>
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: BAG_STATE_SCRIPT }} />
          <p className={styles.loading}>Loading your bag…</p>
        </>
      ) : null}
      {/* While loading, shown instead of the line above when BAG_STATE_SCRIPT found the bag
          empty; the same element stays once the bag is read, so a link focused before
          hydration keeps the focus. */}
      {loading || lines.length === 0 ? (
        <div className={loading ? styles.emptyUntilRead : styles.emptyBox}>
          <BagEmpty />
        </div>
      ) : null}
      {loading || lines.length === 0 ? null : (
        <div className={styles.layout}>
          <section aria-labelledby="bag-items-title">
            <h2 id="bag-items-title" className="visually-hidden">
              Items
            </h2>
            <ul className={styles.lines}>
              {lines.map((line) => (
                <BagLine
                  key={line.productId}
                  line={line}
                  problem={problems.lines[line.productId]}
                  onRemoved={removed}
                />
              ))}
            </ul>
          </section>
          <TitledSection id="bag-summary-title" title="Order Summary" as="aside" {...region}>
            <CouponField coupon={coupon} variant="bag" />
            <BagSummary lines={lines} coupon={coupon.applied} />
            <BagProceed problems={problems} />
          </TitledSection>
        </div>
      )}
      {placed ? (
        <Suspense fallback={null}>
          <PurchasePanel onClosed={() => requestAnimationFrame(() => headingRef.current?.focus())} />
        </Suspense>
      ) : null}
    </div>
  );
}
