// Counts as the shop writes them in American English ('1,250', '12.5'), by hand rather than with
// Intl: the first call of Intl's number formatting maps ~6 MB of the runtime's ICU data into the
// process for good (docs/benchmarks.md §0j), and the server and the browser must write the same
// string whatever their locale data.

/** '1234567' → '1,234,567' (digits only). */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** As `n.toLocaleString("en-US")`: 1234567 → '1,234,567', 12.3456 → '12.346', -1200 → '-1,200'. */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return n !== n ? "NaN" : n > 0 ? "∞" : "-∞";
  const rounded = Math.round(Math.abs(n) * 1000) / 1000;
  const [whole = "0", fraction] = String(rounded).split(".");
  const sign = n < 0 && rounded !== 0 ? "-" : "";
  return `${sign}${groupThousands(whole)}${fraction ? `.${fraction}` : ""}`;
}

/** Ascending by the letters a reader sees: accents and case set aside, then code units. */
export function compareNames(a: string, b: string): number {
  const x = folded(a);
  const y = folded(b);
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

const COMBINING_MARKS = new RegExp("[\\u0300-\\u036f]", "g");
const folded = (s: string) => s.normalize("NFD").replace(COMBINING_MARKS, "").toLowerCase();
