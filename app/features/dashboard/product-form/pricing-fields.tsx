// Price in dollars, the per-order maximum and the base status.
import { PRICE_HINT } from "./check-draft";
import { Field, fieldId } from "./field";
import styles from "./form.module.css";
import { StatusSelect } from "./status-select";
import { useKeepTyped, type FormControl } from "../../../ui/form/use-keep-typed";
import type { DraftApi } from "./use-product-draft";

export function PricingFields({ form }: { form: DraftApi }) {
  const { draft, errors, update } = form;
  // A price typed before the page's script ran is kept (use-keep-typed.ts).
  useKeepTyped(
    () => document.getElementById(fieldId("basePriceCents")) as FormControl | null,
    (el) => update((d) => ({ ...d, price: el.value }), ["basePriceCents"]),
  );
  return (
    <div className={styles.row}>
      <Field
        path="basePriceCents"
        label="Price (USD)"
        required
        hint={PRICE_HINT}
        error={errors.basePriceCents}
      >
        {(control) => (
          <div className={styles.prefixed}>
            <span aria-hidden="true">$</span>
            <input
              {...control}
              className={styles.input}
              inputMode="decimal"
              autoComplete="off"
              value={draft.price}
              onChange={(e) => update((d) => ({ ...d, price: e.target.value }), ["basePriceCents"])}
            />
          </div>
        )}
      </Field>
      <Field
        path="maxQuantity"
        label="Max. per order"
        hint="The terms of sale allow at most 2."
        error={errors.maxQuantity}
      >
        {(control) => (
          <select
            {...control}
            className={styles.select}
            value={draft.maxQuantity}
            onChange={(e) =>
              update((d) => ({ ...d, maxQuantity: e.target.value === "1" ? 1 : 2 }), ["maxQuantity"])
            }
          >
            <option value={1}>1</option>
            <option value={2}>2</option>
          </select>
        )}
      </Field>
      <Field
        path="baseStatus"
        label="Base status"
        hint="Used when no size is chosen yet."
        error={errors.baseStatus}
      >
        {(control) => (
          <StatusSelect
            control={control}
            value={draft.baseStatus}
            onStatus={(baseStatus) => update((d) => ({ ...d, baseStatus }), ["baseStatus"])}
          />
        )}
      </Field>
    </div>
  );
}
