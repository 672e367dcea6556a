// zod field helpers built on collapse(). Kept apart from text.ts so that pages needing only
// collapse() (the header's search box, every shop page) do not pull zod into their JavaScript.
import { z } from "zod";
import { collapse, hasVisibleText, stripInvisible } from "./text";

/**
 * A required text field: collapsed first, so a value of only spaces counts as empty. Rewritten
 * in place (`overwrite`), not piped: the OpenAPI document keeps the field's length limits.
 */
export function collapsedString(max: number) {
  return z.string().overwrite(collapse).min(1, "Please fill this in.").max(max);
}

/**
 * An optional text field. HTML forms send '' for an untouched input, so blank values become
 * undefined instead of being stored as empty strings.
 */
export function optionalCollapsedString(max: number) {
  return z
    .string()
    .optional()
    .transform((value) => {
      const collapsed = value === undefined ? "" : collapse(value);
      return collapsed === "" ? undefined : collapsed;
    })
    .pipe(z.string().max(max).optional());
}

/** Trimmed, without the characters that draw nothing; its line breaks are kept. */
const plain = (value: string) => stripInvisible(value).trim();

/**
 * A required text field whose line breaks matter (a description, a size guide's cell) or that
 * is not collapsed (a title as staff typed it): a value that shows nothing (spaces, zero-width or
 * direction characters alone) counts as empty.
 */
export function requiredText(max: number, message = "Please fill this in.") {
  return (
    z
      .string()
      .overwrite(plain)
      .min(1, message)
      .max(max)
      // Left to min(1) when empty, so an empty field gets one message, not two.
      .refine((value) => value === "" || hasVisibleText(value), message)
  );
}

/** The same, where empty is allowed. */
export function optionalText(max: number) {
  return z.string().overwrite(plain).max(max);
}
