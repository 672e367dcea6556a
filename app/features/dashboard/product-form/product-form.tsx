// The add / edit form. Checks run here first (the server's own schema); the server still decides,
// and its field errors are shown the same way. Either way focus goes to the first marked field.
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import type { VariantStock } from "../../../../domain/stock";
import { StockGrid } from "../stock-grid/stock-grid";
import { useStockGrid } from "../stock-grid/use-stock-grid";
import { hasChanges, useLeaveGuard } from "../leave-guard";
import ui from "../ui.module.css";
import { CategoryFields } from "./category-fields";
import { checkDraft, toInput, type FieldErrors } from "./check-draft";
import { ColorsField } from "./colors-field";
import { focusFirstError, unplacedErrors } from "./error-placement";
import type { CategoryGroup, GuideChoice, ProductDraft } from "./form-model";
import styles from "./form.module.css";
import { FormSection } from "./form-section";
import { PricingFields } from "./pricing-fields";
import { SizeGuideField } from "./size-guide-field";
import { SizesField } from "./sizes-field";
import { TextFields } from "./text-fields";
import { useImageUploads } from "./use-image-uploads";
import { useProductDraft } from "./use-product-draft";
import { useProductSave } from "./use-product-save";

interface ProductFormProps {
  initial: () => ProductDraft;
  categories: CategoryGroup[];
  guides: readonly GuideChoice[];
  /** Present when editing: the product the form saves over. */
  productId?: string;
  /** Units on hand when the form opened. */
  stock?: readonly VariantStock[];
  /** When editing: the product's version when the form opened (refused if saved since). */
  version?: string;
}

export function ProductForm({
  initial,
  categories,
  guides,
  productId,
  stock = [],
  version,
}: ProductFormProps) {
  const form = useProductDraft(initial);
  const grid = useStockGrid(() => form.draft.sizes, stock);
  const uploads = useImageUploads(form);
  const [failure, setFailure] = useState<string | null>(null);
  const ref = useRef<HTMLFormElement>(null);
  // What the form opened with: a difference from it is an unsaved change.
  const [opened] = useState(() => ({ draft: form.draft, cells: grid.cells }));
  const guard = useLeaveGuard(hasChanges(form.draft, opened.draft) || hasChanges(grid.cells, opened.cells));
  // A saved product goes back to the list by itself: that departure is not asked about.
  const { save, busy } = useProductSave(productId, guard.letThrough, version);

  function showErrors(errors: FieldErrors): void {
    // Rendered synchronously so the marked fields exist when focus moves to the first one.
    flushSync(() => form.setErrors(() => errors));
    focusFirstError(ref.current);
  }

  async function submit(event: React.FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (busy || uploads.uploading) return;
    setFailure(null);
    const errors = checkDraft(form.draft);
    if (errors) return showErrors(errors);
    const counts = grid.read(form.draft.sizes);
    if (!counts) return showErrors({ stock: "Please check the stock figures." });
    const outcome = await save({ ...toInput(form.draft), stock: counts });
    if (outcome.kind === "invalid") showErrors(outcome.fields);
    if (outcome.kind === "failed") setFailure(outcome.message);
  }

  const errorCount = Object.keys(form.errors).length;
  const others = unplacedErrors(form.errors, form.draft);
  return (
    <form ref={ref} className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
      {guard.dialog}
      <div role="alert" className={styles.summaryRegion}>
        {errorCount > 0 || failure ? (
          <div className={styles.summary}>
            <p>{failure ?? "Please check the highlighted fields."}</p>
            {others.length > 0 ? (
              <ul>
                {others.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
      <FormSection name="text">
        <TextFields form={form} />
      </FormSection>
      <FormSection name="category">
        <CategoryFields form={form} categories={categories} />
        <SizeGuideField form={form} guides={guides} />
      </FormSection>
      <FormSection name="pricing">
        <PricingFields form={form} />
      </FormSection>
      <FormSection name="colors">
        <ColorsField form={form} uploads={uploads} />
      </FormSection>
      <FormSection name="sizes">
        <SizesField form={form} />
      </FormSection>
      <FormSection name="stock">
        <StockGrid sizes={form.draft.sizes} grid={grid} />
      </FormSection>
      <div className={styles.footer}>
        <p className={styles.footerNote}>
          {uploads.uploading ? "Waiting for the pictures to upload…" : "Fields marked * are required."}
        </p>
        <Link to="/dashboard/products" className={ui.button}>
          Cancel
        </Link>
        <button type="submit" className={ui.primary} disabled={busy || uploads.uploading}>
          {busy ? "Please wait..." : productId ? "Save changes" : "Add product"}
        </button>
      </div>
    </form>
  );
}
