// zod field helpers built on collapse(). Kept apart from text.ts so that pages needing only
// collapse() (the header's search box, every shop page) do not pull zod into their JavaScript.
import { z } from "zod";
import { collapse } from "./text";

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
