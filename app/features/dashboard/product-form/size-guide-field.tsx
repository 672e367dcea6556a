// The product's size guide (decision 60): the guides staff publish in Design, or 'No size guide'.
// Until staff choose, it follows the sub-categories (shoes → the shoe guide, bags → none).
import { isSizeGuideId, NO_SIZE_GUIDE } from "../../../../domain/size-guides";
import { Field } from "./field";
import { effectiveSizeGuide, type GuideChoice } from "./form-model";
import styles from "./form.module.css";
import type { DraftApi } from "./use-product-draft";

export function SizeGuideField({ form, guides }: { form: DraftApi; guides: readonly GuideChoice[] }) {
  const { draft, errors, update } = form;
  return (
    <Field
      path="sizeGuide"
      label="Size guide"
      hint={
        draft.sizeGuide === null
          ? "Follows the sub-categories until you choose one; edit the guides in Design."
          : "The guide the product page opens from 'Size Guide'; edit the guides in Design."
      }
      error={errors.sizeGuide}
    >
      {(control) => (
        <select
          {...control}
          className={styles.select}
          value={effectiveSizeGuide(draft)}
          onChange={(e) => {
            const value = e.target.value;
            const chosen = isSizeGuideId(value) ? value : NO_SIZE_GUIDE;
            update((d) => ({ ...d, sizeGuide: chosen }), ["sizeGuide"]);
          }}
        >
          {guides.map((g) => (
            <option key={g.id} value={g.id}>
              {g.title}
            </option>
          ))}
          <option value={NO_SIZE_GUIDE}>No size guide</option>
        </select>
      )}
    </Field>
  );
}
