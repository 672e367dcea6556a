import { useId } from "react";
import {
  LIMIT_REACHED,
  canDecrease,
  canIncrease,
  changeQuantity,
  type BagItem,
} from "../../../../domain/bag";
import { readBag, writeBag } from "../bag-store";
import styles from "./bag-line.module.css";

/**
 * − and + around the quantity (docs/behaviour.md §4): up only below maxQuantity, down only above 1, and
 * 'Limit reached.' at the maximum. The buttons are aria-disabled rather than disabled, so a
 * keyboard user who reaches the limit keeps focus on the button instead of losing it.
 */
export function BagQuantity({ line }: { line: BagItem }) {
  const id = useId();
  const up = canIncrease(line);
  const down = canDecrease(line);
  const step = (by: 1 | -1) => {
    if (by === 1 ? !up : !down) return;
    writeBag(changeQuantity(readBag(), line.productId, by));
  };
  return (
    <div className={styles.quantity}>
      <div className={styles.stepper} role="group" aria-labelledby={`${id}-label`}>
        <span id={`${id}-label`} className={styles.factLabel}>
          Quantity
        </span>
        <button
          type="button"
          className={styles.step}
          aria-label={`Decrease quantity of ${line.title}`}
          aria-disabled={!down || undefined}
          onClick={() => step(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className={styles.count} aria-live="polite">
          {line.quantity}
        </output>
        <button
          type="button"
          className={styles.step}
          aria-label={`Increase quantity of ${line.title}`}
          aria-disabled={!up || undefined}
          aria-describedby={up ? undefined : `${id}-limit`}
          onClick={() => step(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {up ? null : (
        <p id={`${id}-limit`} className={styles.limit}>
          {LIMIT_REACHED}
        </p>
      )}
    </div>
  );
}
