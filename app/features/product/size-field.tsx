import type { RefObject } from "react";
import type { ProductSize } from "../../../domain/types";
import { sizeLabelSuffix } from "../../../domain/status";
import { useKeepTyped } from "../../ui/form/use-keep-typed";
import { SizeGuidePanel } from "./size-guide-panel";
import type { Product } from "../../../domain/contracts/products";
import type { SizeGuideTable } from "../../../domain/size-guides";
import styles from "./buy-box.module.css";

export const SIZE_MISSING = "Please select a size.";

interface SizeFieldProps {
  product: Pick<Product, "id">;
  guide: SizeGuideTable | null;
  sizes: readonly ProductSize[];
  value: string | null;
  missing: boolean;
  onChange: (key: string | null) => void;
  selectRef: RefObject<HTMLSelectElement | null>;
}

/** A native select: every platform's own picker, keyboard and screen-reader support for free. */
export function SizeField({ product, guide, sizes, value, missing, onChange, selectRef }: SizeFieldProps) {
  const id = `size-${product.id}`;
  const errorId = `${id}-error`;
  // A size chosen before the page's script ran stays chosen.
  useKeepTyped(
    () => selectRef.current,
    (el) => onChange(el.value === "" ? null : el.value),
  );
  return (
    <div className={styles.field}>
      <div className={styles.fieldHead}>
        <label htmlFor={id} className={styles.label}>
          Size
        </label>
        {guide ? <SizeGuidePanel guide={guide} /> : null}
      </div>
      <div className={styles.selectWrap}>
        <select
          id={id}
          ref={selectRef}
          className={styles.select}
          value={value ?? ""}
          onChange={(event) => onChange(event.target.value === "" ? null : event.target.value)}
          aria-invalid={missing}
          aria-describedby={missing ? errorId : undefined}
        >
          <option value="">Select a size</option>
          {sizes.map((size) => (
            <option key={size.key} value={size.key}>
              {`${size.key} ${sizeLabelSuffix(size.status)}`.trim()}
            </option>
          ))}
        </select>
      </div>
      {missing ? (
        <p id={errorId} className={styles.error}>
          {SIZE_MISSING}
        </p>
      ) : null}
    </div>
  );
}
