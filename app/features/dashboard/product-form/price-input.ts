// The price field takes dollars as staff type them ('1,250', '$ 1250.5'); the API takes whole
// cents. Converted from the digits, never through a float, so 19.99 is exactly 1999.

const DOLLARS = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Whole cents, or null when the text is not a dollar amount with at most two decimals. */
export function parseDollars(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, "");
  const match = DOLLARS.exec(cleaned);
  if (!match) return null;
  const [, whole = "0", fraction = ""] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** The field's text for a stored price: '1250' or '1250.50', no symbol or separators. */
export function centsToDollars(cents: number): string {
  const rest = cents % 100;
  const whole = String(Math.floor(cents / 100));
  return rest === 0 ? whole : `${whole}.${String(rest).padStart(2, "0")}`;
}
