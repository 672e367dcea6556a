const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const DAY_MS = 86_400_000;

/** Offsets of the order timeline in days (docs/behaviour.md §9: 0, 7 and 14). */
export const ORDER_TIMELINE_OFFSETS_DAYS = [0, 7, 14] as const;

function toDate(value: Date | string): Date {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

/**
 * 'Mon D, YYYY' with English short month names, e.g. 'Jul 4, 2025'.
 *
 * Read in UTC on purpose: pre-order dates are stored as 'YYYY-MM-DD', which JavaScript parses
 * as UTC midnight; formatting in the local zone would show the previous day to anyone west of
 * UTC, and the server's and the browser's renders of one page would disagree (hydration).
 * It is hand-written rather than Intl so the output never depends on the runtime's ICU data.
 */
export function formatDate(value: Date | string): string {
  const date = toDate(value);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

export type TimelineLabel = "Purchased" | "In Progress" | "Arrived";

export interface TimelineStep {
  label: TimelineLabel;
  date: Date;
}

/**
 * Purchased, In Progress (+7 days), Arrived (+14 days). Days are added as exact 24-hour
 * periods, which in UTC never meet a daylight-saving jump.
 */
export function orderTimeline(purchasedAt: Date | string): TimelineStep[] {
  const start = toDate(purchasedAt).getTime();
  const [purchased, inProgress, arrived] = ORDER_TIMELINE_OFFSETS_DAYS;
  return [
    { label: "Purchased", date: new Date(start + purchased * DAY_MS) },
    { label: "In Progress", date: new Date(start + inProgress * DAY_MS) },
    { label: "Arrived", date: new Date(start + arrived * DAY_MS) },
  ];
}
