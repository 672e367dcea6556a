import { addSize } from "./draft-edits";
import { FieldGroup, fieldId } from "./field";
import { colorsWithImages } from "./form-model";
import rows from "./sizes.module.css";
import styles from "./form.module.css";
import { SizeRow } from "./size-row";
import type { DraftApi } from "./use-product-draft";
import { focusFirstOf } from "./focus-row";

const MAX_SIZES = 20;

export function SizesField({ form }: { form: DraftApi }) {
  const { draft, errors, update } = form;
  const offered = colorsWithImages(draft);
  return (
    <FieldGroup
      path="sizes"
      legend="Sizes"
      required
      hint="Each size has its own status; a pre-order size needs its date."
      error={errors.sizes}
    >
      <ol className={rows.sizes}>
        {draft.sizes.map((size, index) => (
          <SizeRow
            key={size.rowId}
            size={size}
            index={index}
            form={form}
            offered={offered}
            removable={draft.sizes.length > 1}
          />
        ))}
      </ol>
      {draft.sizes.length < MAX_SIZES ? (
        <button
          type="button"
          className={styles.addButton}
          onClick={() => {
            update(addSize, ["sizes"]);
            focusFirstOf(fieldId(`sizes.${draft.sizes.length}.key`));
          }}
        >
          + Add a size
        </button>
      ) : null}
    </FieldGroup>
  );
}
