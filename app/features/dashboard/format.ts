// Dates and times as the back office shows them: on the boutique's clock (SHOP_TIME_ZONE), as
// the shop and the e-mails date them, with the zone named. A fixed zone, so the server's HTML and
// the browser's render of one page always agree (no hydration mismatch).
import { formatDate, shopTime } from "../../../domain/dates";
import { formatCount } from "../../../domain/money";

const pad = (n: number) => String(n).padStart(2, "0");

/** '14:32 EDT' */
export function formatTime(value: string): string {
  const t = shopTime(value);
  return `${pad(t.hours)}:${pad(t.minutes)} ${t.zone}`;
}

/** 'Jul 4, 2025 · 14:32 EDT' */
export function formatDateTime(value: string): string {
  return `${formatDate(value)} · ${formatTime(value)}`;
}

/** '3 items', '1 item' */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(n)} ${n === 1 ? singular : plural}`;
}
