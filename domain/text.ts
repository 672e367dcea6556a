import { z } from "zod";

/**
 * Trims and collapses every run of whitespace (spaces, tabs, newlines) to one space. The spec
 * applies this to search terms and to sign-in, register and checkout fields, so "  a   b " and
 * "a b" are the same input.
 */
export function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** A required text field: collapsed first, so a value of only spaces counts as empty. */
export function collapsedString(max: number) {
  return z.string().transform(collapse).pipe(z.string().min(1).max(max));
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
