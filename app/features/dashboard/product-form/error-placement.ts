// Which errors the form shows beside a field, and which only in the summary at the top (paths
// the form has no input for, e.g. a server rule added later).
import type { FieldErrors } from "./check-draft";
import type { ProductDraft } from "./form-model";

const TOP_LEVEL = new Set([
  "title",
  "description",
  "materials",
  "details",
  "category",
  "subCategories",
  "basePriceCents",
  "maxQuantity",
  "baseStatus",
  "baseImagesColor",
  "images",
  "sizes",
]);

function isPlaced(key: string, draft: ProductDraft): boolean {
  if (TOP_LEVEL.has(key)) return true;
  const [head, second, third] = key.split(".");
  if (head === "details") return Number(second) < draft.details.length;
  if (head === "images") return draft.colors.some((c) => c.code === second);
  if (head === "sizes") {
    return (
      Number(second) < draft.sizes.length && ["key", "status", "colors", "preOrderDate"].includes(third ?? "")
    );
  }
  return false;
}

export function unplacedErrors(errors: FieldErrors, draft: ProductDraft): string[] {
  return Object.entries(errors)
    .filter(([key]) => !isPlaced(key, draft))
    .map(([, message]) => message);
}

/** Scrolls to the first marked field in page order and puts focus in it. */
export function focusFirstError(form: HTMLFormElement | null): void {
  const marked = form?.querySelector<HTMLElement>("[data-invalid]");
  if (!marked) return;
  marked.scrollIntoView({ block: "center" });
  const control = marked.matches("input, select, textarea")
    ? marked
    : marked.querySelector<HTMLElement>("input, select, textarea, button");
  control?.focus({ preventScroll: true });
}
