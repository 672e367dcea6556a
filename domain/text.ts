/**
 * Trims and collapses every run of whitespace (spaces, tabs, newlines) to one space. The spec
 * applies this to search terms and to sign-in, register and checkout fields, so "  a   b " and
 * "a b" are the same input.
 */
export function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
