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
        <StepButton
          label={`Decrease quantity of ${line.title}`}
          sign="−"
          allowed={down}
          onStep={() => step(-1)}
        />
        {/* Heard whole on each step: which piece, its new quantity, and when the limit is reached. */}
        <output className={styles.count} aria-live="polite" aria-atomic="true">
          <span className="visually-hidden">Quantity of {line.title}: </span>
          {line.quantity}
          {up ? null : <span className="visually-hidden">. {LIMIT_REACHED}</span>}
        </output>
        <StepButton
          label={`Increase quantity of ${line.title}`}
          sign="+"
          allowed={up}
          limitId={`${id}-limit`}
          onStep={() => step(1)}
        />
      </div>
      {up ? null : (
        <p id={`${id}-limit`} className={styles.limit}>
          {LIMIT_REACHED}
        </p>
      )}
    </div>
  );
}

/** One of the two steps; `limitId`: the message it points to when it is not `allowed`. */
function StepButton(props: {
  label: string;
  sign: string;
  allowed: boolean;
  limitId?: string;
  onStep: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.step}
      aria-label={props.label}
      aria-disabled={!props.allowed || undefined}
      aria-describedby={props.allowed ? undefined : props.limitId}
      onClick={props.onStep}
    >
      <span aria-hidden="true">{props.sign}</span>
    </button>
  );
}
