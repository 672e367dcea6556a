// One size: its name, status, the colours it comes in and, for a pre-order, its date.
import { colorName } from "../../../../domain/colors";
import { PRE_ORDER } from "../../../../domain/status";
import { removeSize, setSize } from "./draft-edits";
import { Field, FieldGroup, fieldId } from "./field";
import type { SizeDraft } from "./form-model";
import rows from "./sizes.module.css";
import styles from "./form.module.css";
import { StatusSelect } from "./status-select";
import type { DraftApi } from "./use-product-draft";
import { focusFirstOf } from "./focus-row";

interface SizeRowProps {
  size: SizeDraft;
  index: number;
  form: DraftApi;
  /** Colours with pictures: the only ones a size may offer. */
  offered: string[];
  removable: boolean;
}

export function SizeRow({ size, index, form, offered, removable }: SizeRowProps) {
  const { errors, update } = form;
  const base = `sizes.${index}`;
  const edit = (patch: Partial<SizeDraft>, field: string) =>
    update((d) => setSize(d, index, patch), [`${base}.${field}`, "sizes"]);
  const label = size.key.trim() || `Size ${index + 1}`;
  return (
    <li className={rows.sizeRow}>
      <div className={rows.sizeMain}>
        <Field path={`${base}.key`} label="Size" required error={errors[`${base}.key`]}>
          {(control) => (
            <input
              {...control}
              className={styles.input}
              value={size.key}
              maxLength={20}
              placeholder="e.g. M or 38"
              onChange={(e) => edit({ key: e.target.value }, "key")}
            />
          )}
        </Field>
        <Field path={`${base}.status`} label="Status" error={errors[`${base}.status`]}>
          {(control) => (
            <StatusSelect
              control={control}
              value={size.status}
              onStatus={(status) => edit({ status }, "status")}
            />
          )}
        </Field>
        {size.status === PRE_ORDER ? (
          <Field
            path={`${base}.preOrderDate`}
            label="Pre-order date"
            required
            error={errors[`${base}.preOrderDate`]}
          >
            {(control) => (
              <input
                {...control}
                type="date"
                className={styles.input}
                value={size.preOrderDate}
                onChange={(e) => edit({ preOrderDate: e.target.value }, "preOrderDate")}
              />
            )}
          </Field>
        ) : null}
        {removable ? (
          <button
            type="button"
            className={`${styles.rowButton} ${rows.remove}`}
            onClick={() => {
              update((d) => removeSize(d, index), ["sizes"]);
              focusFirstOf(fieldId(`sizes.${index}.key`), fieldId(`sizes.${index - 1}.key`));
            }}
          >
            Remove<span className="visually-hidden"> size {label}</span>
          </button>
        ) : null}
      </div>
      <FieldGroup
        path={`${base}.colors`}
        legend={`Colours in ${label}`}
        quietLegend
        error={errors[`${base}.colors`]}
      >
        {offered.length === 0 ? (
          <p className={styles.hint}>Colours with pictures can be offered here.</p>
        ) : (
          <div className={styles.choices}>
            {offered.map((code) => (
              <label key={code} className={styles.choice}>
                <input
                  type="checkbox"
                  checked={size.colors.includes(code)}
                  onChange={(e) => {
                    const colors = e.target.checked
                      ? [...size.colors, code]
                      : size.colors.filter((c) => c !== code);
                    edit({ colors }, "colors");
                  }}
                />
                {colorName(code)}
              </label>
            ))}
          </div>
        )}
      </FieldGroup>
    </li>
  );
}
