// zod field helpers built on collapse(). Kept apart from text.ts so that pages needing only
// collapse() (the header's search box, every shop page) do not pull zod into their JavaScript.
import { z } from "zod";
import { collapse, stripInvisible } from "./text";

/** A required text field: collapsed first, so a value of only spaces counts as empty. */
export function collapsedString(max: number) {
  return z.string().transform(collapse).pipe(z.string().min(1, "Please fill this in.").max(max));
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

/** Trimmed text without the characters that draw nothing; its line breaks are kept. */
const plain = () => z.string().transform((value) => stripInvisible(value).trim());

/**
 * A required text field whose line breaks matter (a description, a size guide's cell) or that
 * is not collapsed (a title as staff typed it): a value of spaces or zero-width characters alone
 * counts as empty.
 */
export function requiredText(max: number, message = "Please fill this in.") {
  return plain().pipe(z.string().min(1, message).max(max));
}

/** The same, where empty is allowed. */
export function optionalText(max: number) {
  return plain().pipe(z.string().max(max));
}
