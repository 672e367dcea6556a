// Money is whole integer cents everywhere; floats never hold a price, so sums stay exact. Counts
// are written here too, by hand rather than with Intl: the first call of Intl's number
// formatting maps ~6 MB of the runtime's ICU data into the process for good
// (docs/benchmarks.md §0j), and the server and the browser must write the same string.

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
}

function format(cents: number, keepZeroCents: boolean): string {
  assertCents(cents);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const dollars = groupThousands(String(Math.floor(abs / 100)));
  const rest = abs % 100;
  const decimals = rest === 0 && !keepZeroCents ? "" : `.${String(rest).padStart(2, "0")}`;
  return `${sign}$ ${dollars}${decimals}`;
}

/**
 * A price as the shop shows it: '$ ' prefix, comma thousands, two decimals with a trailing
 * '.00' dropped (docs/behaviour.md §9): 125000 → '$ 1,250', 12550 → '$ 125.50', 0 → '$ 0'.
 * Negative amounts get a leading '-' ('-$ 12.50'). Written by hand rather than with Intl so the
 * server and the browser always render the same string.
 */
export function formatPrice(cents: number): string {
  return format(cents, false);
}

/**
 * Same as formatPrice but always with two decimals: 0 → '$ 0.00'. The spec's summaries show
 * shipping and sales tax as '$ 0.00', which formatPrice would shorten to '$ 0'; use this for
 * those summary lines only.
 */
export function formatSummaryAmount(cents: number): string {
  return format(cents, true);
}

/** Line price = unit price × quantity (docs/behaviour.md §9). */
export function linePrice(unitCents: number, quantity: number): number {
  assertCents(unitCents);
  if (unitCents < 0) throw new RangeError(`A price cannot be negative: ${unitCents}`);
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`Not a valid quantity: ${quantity}`);
  }
  const total = unitCents * quantity;
  assertCents(total);
  return total;
}

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

/** The summaries' first line, in the shop and its e-mails alike: 'Items (3 items)', 'Items (1 item)'. */
export function itemsLabel(count: number): string {
  return `Items (${formatCount(count)} ${count === 1 ? "item" : "items"})`;
}
