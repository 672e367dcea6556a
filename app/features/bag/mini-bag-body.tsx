// What the open mini bag shows (docs/behaviour.md §2): the lines, the estimated total and the
// links on. Loaded by mini-bag.tsx on first open.
import { Link } from "react-router";
import { CONTINUE_SHOPPING, EMPTY_BAG } from "../../../domain/messages";
import { formatPrice } from "../../../domain/money";
import { computeTotals } from "../../../domain/totals";
import { useBag } from "./bag-store";
import { BAG_NOT_ORDERABLE, bagProblems, hasProblems } from "./bag-page/bag-problems";
import { MiniBagLine } from "./mini-bag-line";
import { closeMiniBag } from "./mini-bag-store";
import buttons from "../../ui/buttons.module.css";
import styles from "./mini-bag.module.css";

/** A link out of the bag: the page changes, so focus is not sent back to the opener. */
function leave() {
  closeMiniBag({ restoreFocus: false });
}

export default function MiniBagBody() {
  const lines = useBag() ?? [];
  const totals = computeTotals(
    lines.map((line) => ({ unitPriceCents: line.basePriceCents, quantity: line.quantity })),
  );
  // A bag that cannot be ordered as it is (more than 10 items, a piece no longer available in its
  // size) does not go to checkout from here: the reason takes the button's place, and the bag
  // page, one link below, is where it is put right.
  const problems = bagProblems(lines);
  const refusal = hasProblems(problems)
    ? [...problems.bag, ...(Object.keys(problems.lines).length > 0 ? [BAG_NOT_ORDERABLE] : [])]
    : [];

  return (
    <>
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
              {refusal.length > 0 ? (
                <p className={styles.refusal} role="status">
                  {refusal.join(" ")}
                </p>
              ) : (
                <Link to="/checkout" className={buttons.primary} onClick={leave}>
                  Proceed to Checkout
                </Link>
              )}
              <Link to="/bag" className={buttons.secondary} onClick={leave}>
                View Shopping Bag
              </Link>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
