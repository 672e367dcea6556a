// Axis arithmetic for the hand-made charts: round tick values and evenly spread day labels.

/** A 'nice' step (1, 2, 2.5 or 5 × 10ⁿ) so that `count` steps cover `max`. */
function niceStep(max: number, count: number): number {
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw);
  return step ?? 10 * power;
}

/** Ticks from 0 to a round top at or above `max`; an all-zero series still gets an axis. */
export function valueTicks(max: number, count = 4): number[] {
  if (max <= 0) return [0, 1];
  const step = niceStep(max, count);
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let v = 0; v <= top + step / 2; v += step) ticks.push(Math.round(v * 1000) / 1000);
  return ticks;
}

/** Indexes of the days that get a label: about `wanted` of them, always the last (today). */
export function labelledDays(length: number, wanted = 7): number[] {
  if (length <= wanted) return Array.from({ length }, (_, i) => i);
  const step = Math.ceil((length - 1) / (wanted - 1));
  const out: number[] = [];
  for (let i = length - 1; i >= 0; i -= step) out.unshift(i);
  return out;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** '2025-07-04' → 'Jul 4', read as written (a calendar day), never shifted by a time zone. */
export function shortDay(day: string): string {
  const [, month, date] = day.split("-").map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${date ?? ""}`;
}

/** Whole dollars, shortened past a thousand: '$ 950', '$ 12.5k', '$ 1.2M' (cents in, for axes). */
export function compactPrice(cents: number): string {
  const dollars = cents / 100;
  if (dollars >= 1_000_000) return `$ ${trim(dollars / 1_000_000)}M`;
  if (dollars >= 1_000) return `$ ${trim(dollars / 1_000)}k`;
  return `$ ${Math.round(dollars)}`;
}

const trim = (n: number) => (Math.round(n * 10) / 10).toString();
