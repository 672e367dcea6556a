// Names in the order a reader expects ('Åland Islands' among the A's), without Intl's collation:
// its first use maps ~3 MB of the runtime's ICU data into the process for good
// (docs/benchmarks.md §0j); NFD normalisation needs far less of it.

/** Ascending by the letters a reader sees: accents and case set aside, then code units. */
export function compareNames(a: string, b: string): number {
  const x = folded(a);
  const y = folded(b);
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

const COMBINING_MARKS = new RegExp("[\\u0300-\\u036f]", "g");
const folded = (s: string) => s.normalize("NFD").replace(COMBINING_MARKS, "").toLowerCase();
