import type { RefObject } from "react";
import { colorHex, colorName } from "../../../domain/colors";
import { useKeepTyped } from "../../ui/form/use-keep-typed";
import { ArrowIcon } from "../../ui/icons";
import { useScroller } from "./use-scroller";
import styles from "./color-field.module.css";

export const COLOR_MISSING = "Please select a colour.";
/** docs/behaviour.md §9: the colour scroller moves 50 px per step. */
const STEP_PX = 50;

interface ColorFieldProps {
  productId: string;
  colors: readonly string[];
  value: string | null;
  missing: boolean;
  onChange: (code: string) => void;
  groupRef: RefObject<HTMLDivElement | null>;
}

/** Colour swatches as native radio buttons (arrow keys move between them) in a scroller. */
export function ColorField({ productId, colors, value, missing, onChange, groupRef }: ColorFieldProps) {
  const { ref, overflow, atStart, atEnd, scrollStep } = useScroller<HTMLDivElement>(STEP_PX);
  const labelId = `color-${productId}-label`;
  const errorId = `color-${productId}-error`;
  // A swatch picked before the page's script ran stays picked (only a checked radio counts).
  useKeepTyped(
    () => groupRef.current?.querySelectorAll<HTMLInputElement>("input[type=radio]"),
    (el) => {
      if ((el as HTMLInputElement).checked) onChange(el.value);
    },
  );
  return (
    <div className={styles.field}>
      <p className={styles.head}>
        <span id={labelId} className={styles.label}>
          Colour
        </span>
        <span className={styles.value}>{value ? colorName(value) : null}</span>
      </p>
      <div className={styles.scroller} ref={groupRef}>
        {overflow ? (
          <button
            type="button"
            className={styles.step}
            onClick={() => scrollStep(-1)}
            disabled={atStart}
            aria-label="Previous colours"
          >
            <ArrowIcon className={styles.back} />
          </button>
        ) : null}
        <div
          ref={ref}
          className={styles.viewport}
          role="radiogroup"
          aria-labelledby={labelId}
          aria-required="true"
          aria-invalid={missing}
          aria-describedby={missing ? errorId : undefined}
        >
          <div className={styles.swatches}>
            {colors.map((code) => (
              <label key={code} className={styles.option} title={colorName(code)}>
                <input
                  type="radio"
                  name={`color-${productId}`}
                  value={code}
                  checked={value === code}
                  onChange={() => onChange(code)}
                  className={styles.input}
                  // On each swatch too: focus lands on a radio, and not every screen reader
                  // reads its group's description there.
                  aria-describedby={missing ? errorId : undefined}
                />
                <span
                  className={styles.swatch}
                  style={{ backgroundColor: colorHex(code) }}
                  aria-hidden="true"
                />
                <span className="visually-hidden">{colorName(code)}</span>
              </label>
            ))}
          </div>
        </div>
        {overflow ? (
          <button
            type="button"
            className={styles.step}
            onClick={() => scrollStep(1)}
            disabled={atEnd}
            aria-label="Next colours"
          >
            <ArrowIcon />
          </button>
        ) : null}
      </div>
      {missing ? (
        <p id={errorId} className={styles.error}>
          {COLOR_MISSING}
        </p>
      ) : null}
    </div>
  );
}
