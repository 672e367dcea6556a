/**
 * Trims and collapses every run of whitespace (spaces, tabs, newlines) to one space. The spec
 * applies this to search terms and to sign-in, register and checkout fields, so "  a   b " and
 * "a b" are the same input.
 */
export function collapse(text: string): string {
  return stripInvisible(text).replace(/\s+/g, " ").trim();
}

/** The text without the characters that draw nothing (INVISIBLE): line breaks and spacing stay. */
export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, "");
}

/**
 * Whether the text shows anything: a character that is not a space, a format character (the
 * invisible ones above, but also a direction mark, a joiner or a soft hyphen, kept in text but
 * drawing nothing alone) or a blank letter (the Hangul fillers, the empty braille cell).
 */
export function hasVisibleText(text: string): boolean {
  return SHOWS_SOMETHING.test(text);
}

const SHOWS_SOMETHING = /[^\s\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/u;

/**
 * Characters that draw nothing and carry no letter: the zero-width space, the word joiner, the
 * byte-order mark, and the bidirectional embedding, override and isolate controls (which can make
 * a name read backwards on a staff screen). Dropped, so a field of them alone counts as empty.
 * The joiners that build emoji and some scripts (U+200C, U+200D) and the direction marks stay.
 */
const INVISIBLE = /[\u200B\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/g;
