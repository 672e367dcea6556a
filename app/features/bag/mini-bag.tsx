// The slide-in mini bag (docs/behaviour.md §2): the lines, the estimated total and the way on to checkout.
// Mounted once in the shop frame; the header's bag link and Add To Bag open it.
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { CONTINUE_SHOPPING, EMPTY_BAG } from "../../../domain/messages";
import { formatPrice } from "../../../domain/money";
import { computeTotals } from "../../../domain/totals";
import { SidePanel } from "../../ui/side-panel";
import { useBag } from "./bag-store";
import { MiniBagLine } from "./mini-bag-line";
import { closeMiniBag, openMiniBag, useMiniBagOpen } from "./mini-bag-store";
import buttons from "../../ui/buttons.module.css";
import styles from "./mini-bag.module.css";

/** A link out of the bag: the page changes, so focus is not sent back to the opener. */
function leave() {
  closeMiniBag({ restoreFocus: false });
}

export function MiniBag() {
  const open = useMiniBagOpen();
  const lines = useBag() ?? [];
  const { pathname } = useLocation();
  // Back and forward buttons change the page under an open panel; it should not outlive it.
  useEffect(() => leave(), [pathname]);

  const totals = computeTotals(
    lines.map((line) => ({ unitPriceCents: line.basePriceCents, quantity: line.quantity })),
  );

  return (
    <SidePanel
      open={open}
      onOpenChange={(next) => (next ? openMiniBag() : closeMiniBag())}
      title="Shopping Bag"
      closeLabel="Close shopping bag"
    >
      {lines.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyText}>{EMPTY_BAG}</p>
          <Link to="/" className={buttons.secondary} onClick={leave}>
            {CONTINUE_SHOPPING}
          </Link>
        </div>
      ) : (
        <div className={styles.content}>
          <ul className={styles.lines}>
            {lines.map((line) => (
              <MiniBagLine key={line.productId} line={line} onLeave={leave} />
            ))}
          </ul>
          <div className={styles.summary}>
            <dl className={styles.totals}>
              <div className={styles.total}>
                <dt>Estimated Total</dt>
                <dd>{formatPrice(totals.totalCents)}</dd>
              </div>
            </dl>
            <div className={styles.actions}>
              <Link to="/checkout" className={buttons.primary} onClick={leave}>
                Proceed to Checkout
              </Link>
              <Link to="/bag" className={buttons.secondary} onClick={leave}>
                View Shopping Bag
              </Link>
            </div>
          </div>
        </div>
      )}
    </SidePanel>
  );
}
