// How the bench counts a response: a success, a refusal the shop is meant to give (409, e.g. not
// enough stock for an order), or an error. Refusals are reported on their own, never as errors.

export type Outcome = "ok" | "refused" | "error";

export interface OutcomeRule {
  /** The status a success has; without it any 2xx is one. */
  expect?: number | undefined;
  /** Statuses counted as refusals. */
  refused?: readonly number[] | undefined;
}

export function classify(status: number, rule: OutcomeRule): Outcome {
  const ok = rule.expect === undefined ? status >= 200 && status < 300 : status === rule.expect;
  if (ok) return "ok";
  return rule.refused?.includes(status) ? "refused" : "error";
}

/** `a / b` as text with two decimals ('1.84×'), or '—' when either is not a positive figure. */
export function ratioText(a: number, b: number): string {
  return Number.isFinite(a) && Number.isFinite(b) && a > 0 && b > 0 ? `${(a / b).toFixed(2)}×` : "—";
}

/**
 * The request list as connection `index` of `clients` walks it: each starts at its own place,
 * evenly apart, so connections cycling through many variants do not ask for the same one at
 * the same moment (autocannon starts every connection at the first request).
 */
export function staggered<T>(list: readonly T[], index: number, clients: number): T[] {
  if (list.length === 0) return [];
  const start =
    Math.floor((index % Math.max(1, clients)) * (list.length / Math.max(1, clients))) % list.length;
  return [...list.slice(start), ...list.slice(0, start)];
}
