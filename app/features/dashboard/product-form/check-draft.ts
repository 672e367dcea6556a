// Client-side checks before saving. They run the server's own zod schema, so the two cannot
// drift; the server still decides, and its 400 `error.fields` land on the same field paths.
import type { z } from "zod";
import {
  PRICE_ABOVE_ZERO,
  productInput,
  type ProductInput,
} from "../../../../domain/contracts/dashboard-products";
import { PRE_ORDER } from "../../../../domain/status";
import { hasVisibleText } from "../../../../domain/text";
import { colorName } from "../../../../domain/colors";
import { effectiveSizeGuide, type ProductDraft } from "./form-model";
import { parseDollars } from "./price-input";

/** Field path ('title', 'sizes.0.preOrderDate') → message, as the API's `error.fields`. */
export type FieldErrors = Record<string, string>;

export const PRICE_HINT = "Enter the price in dollars, e.g. 1250 or 1250.50.";

export function toInput(draft: ProductDraft): ProductInput {
  const withImages = draft.colors.filter((c) => c.images.length > 0);
  const offered = new Set(withImages.map((c) => c.code));
  return {
    title: draft.title,
    description: draft.description,
    materials: draft.materials,
    // Blank lines (or lines of invisible characters) are left-over rows, not content.
    details: draft.details.map((d) => d.text.trim()).filter(hasVisibleText),
    category: draft.category as ProductInput["category"],
    subCategories: draft.subCategories,
    basePriceCents: parseDollars(draft.price) ?? Number.NaN,
    maxQuantity: draft.maxQuantity,
    baseStatus: draft.baseStatus,
    baseImagesColor: draft.baseImagesColor,
    images: Object.fromEntries(withImages.map((c) => [c.code, c.images])),
    sizes: draft.sizes.map((s) => ({
      key: s.key,
      status: s.status,
      colors: s.colors.filter((c) => offered.has(c)),
      ...(s.status === PRE_ORDER && s.preOrderDate ? { preOrderDate: s.preOrderDate } : {}),
    })),
    sizeGuide: effectiveSizeGuide(draft),
  };
}

/** The schema leaves the title's message to zod; the form asks in words. */
const REQUIRED: Record<string, string> = { title: "Enter a title." };

/** Plain words where the schema keeps zod's defaults; the schema's own messages win. */
const friendly: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === "too_small" && issue.origin === "string") return "This field is required.";
  if (issue.code === "too_big" && issue.origin === "string") return `At most ${issue.maximum} characters.`;
  if (issue.code === "too_big" && issue.origin === "array") return `At most ${issue.maximum} entries.`;
  if (issue.code === "invalid_value" || issue.code === "invalid_union") return "Choose one of the options.";
  return undefined;
};

/** The API's error keys point into arrays ('sizes.0.colors.1'); the form marks the whole field. */
export function fieldKey(path: string): string {
  const parts = path.split(".");
  if (parts[0] === "sizes" && parts.length > 3) return parts.slice(0, 3).join(".");
  if (parts[0] === "images" && parts.length > 2) return parts.slice(0, 2).join(".");
  return path;
}

export function normalizeFields(fields: Record<string, string>): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) out[fieldKey(path)] ??= message;
  return out;
}

/** Everything wrong with the draft, or null when it may be sent. */
export function checkDraft(draft: ProductDraft): FieldErrors | null {
  const errors: FieldErrors = {};
  const cents = parseDollars(draft.price);
  if (cents === null) errors.basePriceCents = PRICE_HINT;
  else if (cents <= 0) errors.basePriceCents = PRICE_ABOVE_ZERO;
  if (draft.category === "") errors.category = "Choose unisex, women or men.";
  if (draft.baseImagesColor === "") errors.baseImagesColor = "Choose the colour the shop shows first.";
  // A chosen colour without pictures would silently vanish on save.
  for (const c of draft.colors) {
    if (c.images.length === 0) {
      errors[`images.${c.code}`] =
        `Upload at least one picture of ${colorName(c.code)}, or untick the colour.`;
    }
  }
  if (draft.colors.length === 0) errors.images = "Choose a colour and upload its pictures.";
  const result = productInput.safeParse(toInput(draft), { error: friendly });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = fieldKey(issue.path.join(".") || "_");
      const required = issue.code === "too_small" ? REQUIRED[key] : undefined;
      errors[key] ??= required ?? issue.message;
    }
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Typing in a field clears its own errors and those of its parts. */
export function clearErrors(errors: FieldErrors, paths: readonly string[]): FieldErrors {
  const next = Object.entries(errors).filter(
    ([key]) => !paths.some((p) => key === p || key.startsWith(`${p}.`)),
  );
  return next.length === Object.keys(errors).length ? errors : Object.fromEntries(next);
}
