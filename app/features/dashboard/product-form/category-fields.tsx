// Audience and sub-categories. The choices come from the category records, grouped by shop page;
// Women and Men share some names (Coats & Jackets), which are one tag, so ticking one ticks both.
import type { Audience } from "../../../../domain/types";
import { toggleSubCategory } from "./draft-edits";
import { FieldGroup } from "./field";
import type { CategoryGroup } from "./form-model";
import styles from "./form.module.css";
import type { DraftApi } from "./use-product-draft";

const AUDIENCES: { value: Audience; label: string }[] = [
  { value: "unisex", label: "Unisex" },
  { value: "women", label: "Women" },
  { value: "men", label: "Men" },
];

const PAGE_LABELS: Record<CategoryGroup["page"], string> = { women: "Women", men: "Men", explore: "Explore" };

/** The explore listing's flag (docs/behaviour.md §3): a sub-category value, not a category record's link. */
export const EXPLORE_FLAG = "explorePage";

export function CategoryFields({ form, categories }: { form: DraftApi; categories: CategoryGroup[] }) {
  const { draft, errors, update } = form;
  const tick = (url: string, on: boolean) => update((d) => toggleSubCategory(d, url, on), ["subCategories"]);
  return (
    <>
      <FieldGroup
        path="category"
        legend="Category"
        required
        error={errors.category}
        hint="Unisex shows on both the Women and the Men pages."
      >
        <div className={styles.choices}>
          {AUDIENCES.map((a) => (
            <label key={a.value} className={styles.choice}>
              <input
                type="radio"
                name="category"
                value={a.value}
                checked={draft.category === a.value}
                onChange={() => update((d) => ({ ...d, category: a.value }), ["category"])}
              />
              {a.label}
            </label>
          ))}
        </div>
      </FieldGroup>
      <FieldGroup
        path="subCategories"
        legend="Sub-categories"
        hint="Where the product is listed. Names shared by Women and Men are one choice."
        error={errors.subCategories}
      >
        <div className={styles.subGroups}>
          {categories.map((group) => (
            <fieldset key={group.page} className={styles.subGroup}>
              <legend className={styles.subLegend}>{PAGE_LABELS[group.page]}</legend>
              {group.page === "explore" ? (
                <label className={styles.choice}>
                  <input
                    type="checkbox"
                    checked={draft.subCategories.includes(EXPLORE_FLAG)}
                    onChange={(e) => tick(EXPLORE_FLAG, e.target.checked)}
                  />
                  Show on the Explore page
                </label>
              ) : null}
              {group.subCategories.map((sub) => (
                <label key={sub.url} className={styles.choice}>
                  <input
                    type="checkbox"
                    value={sub.url}
                    checked={draft.subCategories.includes(sub.url)}
                    onChange={(e) => tick(sub.url, e.target.checked)}
                  />
                  {sub.title}
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      </FieldGroup>
    </>
  );
}
