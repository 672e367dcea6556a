import { formatDate } from "../../../../domain/dates";

/**
 * The chart's <desc>: the span, the total and the best day, e.g. 'From Jun 5, 2025 to Jul 4,
 * 2025: $ 48,200 of revenue in all; the best day was Jul 2, 2025 with $ 4,100.'
 */
export function salesSummary(
  points: { day: string; value: number }[],
  format: (v: number) => string,
  what: string,
): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return `No ${what} in this period.`;
  const total = points.reduce((n, p) => n + p.value, 0);
  const best = points.reduce((a, b) => (b.value > a.value ? b : a), first);
  const span = `From ${formatDate(first.day)} to ${formatDate(last.day)}`;
  if (total === 0) return `${span}: no ${what}.`;
  return `${span}: ${format(total)} ${what} in all; the best day was ${formatDate(best.day)} with ${format(best.value)}.`;
}
