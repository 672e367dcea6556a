/**
 * Trims and collapses every run of whitespace (spaces, tabs, newlines) to one space. The spec
 * applies this to search terms and to sign-in, register and checkout fields, so "  a   b " and
 * "a b" are the same input.
 */
export function collapse(text: string): string {
  return text.replace(INVISIBLE, "").replace(/\s+/g, " ").trim();
}

/**
 * Characters that draw nothing and carry no letter: the zero-width space, the word joiner, the
 * byte-order mark, and the bidirectional embedding, override and isolate controls (which can make
 * a name read backwards on a staff screen). Dropped, so a field of them alone counts as empty.
 * The joiners that build emoji and some scripts (U+200C, U+200D) and the direction marks stay.
 */
const INVISIBLE = /[\u200B\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/g;
