// Dates and times as the back office shows them. Written by hand in UTC, like formatDate, so the
// server's HTML and the browser's render of one page always agree (no hydration mismatch).
import { formatDate } from "../../../domain/dates";
import { formatCount } from "../../../domain/money";

const pad = (n: number) => String(n).padStart(2, "0");

/** '14:32 UTC' */
export function formatTime(value: string): string {
  const date = new Date(value);
  return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())} UTC`;
}

/** 'Jul 4, 2025 · 14:32 UTC' */
export function formatDateTime(value: string): string {
  return `${formatDate(value)} · ${formatTime(value)}`;
}

/** '3 items', '1 item' */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(n)} ${n === 1 ? singular : plural}`;
}
