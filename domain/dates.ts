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
 * The boutique's own zone (it is in New York): every moment the shop and the back office show
 * (an order placed, a parcel delivered, a return's deadline) is dated by the boutique's day, as a
 * shop's receipts are. A fixed zone, not the viewer's, so the server's HTML and the browser's
 * render of one page always agree (hydration), and a customer's e-mail says what their page says.
 */
export const SHOP_TIME_ZONE = "America/New_York";

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The boutique's wall clock, read by Intl (a few µs a reading, so at most once per hour). */
const shopClock = new Intl.DateTimeFormat("en-US", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
  timeZoneName: "short",
});

export interface ShopTime {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
  /** 'EST' or 'EDT'. */
  zone: string;
}

const HOUR_MS = 3_600_000;

/** Date.UTC for any year: Date.UTC reads years 0-99 as 1900-1999. */
function utc(year: number, month: number, day: number, hours: number, minutes: number, seconds: number) {
  const at = new Date(Date.UTC(2000, 0, 1, hours, minutes, seconds));
  at.setUTCFullYear(year, month, day);
  return at.getTime();
}

interface ZoneHour {
  /** Wall clock minus UTC, in ms (-5 h in winter, -4 h in summer). */
  offset: number;
  zone: string;
}

/**
 * The zone's offset and name through each UTC hour read so far. New York's clocks change on the
 * hour (2 am local, 06:00 or 07:00 UTC), so one Intl reading holds for the whole hour: a page
 * that dates dozens of moments (an account's orders and their timelines) pays ~5 µs per hour
 * met instead of per date. A pure function of the zone's rules; at most 4,096 hours are kept.
 */
const zoneHours = new Map<number, ZoneHour>();

function zoneHour(ms: number): ZoneHour {
  const hour = Math.floor(ms / HOUR_MS);
  let found = zoneHours.get(hour);
  if (!found) {
    const at = hour * HOUR_MS;
    const parts = Object.fromEntries(shopClock.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
    const wall = utc(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    );
    found = { offset: wall - at, zone: parts.timeZoneName ?? "" };
    if (zoneHours.size >= 4096) zoneHours.clear();
    zoneHours.set(hour, found);
  }
  return found;
}

/** A moment's year, month (0-11), day, hours and minutes on the boutique's clock, and its zone's name. */
export function shopTime(value: Date | string): ShopTime {
  const ms = toDate(value).getTime();
  const { offset, zone } = zoneHour(ms);
  const wall = new Date(ms + offset);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth(),
    day: wall.getUTCDate(),
    hours: wall.getUTCHours(),
    minutes: wall.getUTCMinutes(),
    zone,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The boutique's calendar day of a moment, 'YYYY-MM-DD': the day its sales and visits count on. */
export function shopDay(value: Date | string): string {
  const t = shopTime(value);
  return `${pad(t.year, 4)}-${pad(t.month + 1)}-${pad(t.day)}`;
}

function calendarDay(day: string): number {
  if (!CALENDAR_DAY.test(day)) throw new RangeError(`Invalid day: ${day}`);
  return toDate(day).getTime();
}

/** True for a 'YYYY-MM-DD' calendar day (a pre-order date, an analytics day). */
export const isCalendarDay = (value: string): boolean => CALENDAR_DAY.test(value);

/** The calendar day `n` days after `day` (before it when negative), both 'YYYY-MM-DD'. */
export function addDays(day: string, n: number): string {
  return new Date(calendarDay(day) + n * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The moment the boutique's calendar day begins (midnight in New York, 04:00 or 05:00 UTC). The
 * zone's offset is read at UTC midnight of that day, the evening before in New York: daylight
 * saving changes at 2 am, never between that evening and midnight, so the offset is midnight's.
 */
export function shopDayStart(day: string): Date {
  const utcMidnight = calendarDay(day);
  const t = shopTime(new Date(utcMidnight));
  const wall = utc(t.year, t.month, t.day, t.hours, t.minutes, 0);
  return new Date(utcMidnight + (utcMidnight - wall));
}

/**
 * 'Mon D, YYYY' with English short month names, e.g. 'Jul 4, 2025'.
 *
 * A date-only value ('YYYY-MM-DD': a pre-order date, an analytics day) is that calendar day as
 * written; JavaScript parses it as UTC midnight, so it is read in UTC, never shifted by a zone.
 * A moment is dated by the boutique's day (SHOP_TIME_ZONE).
 */
export function formatDate(value: Date | string): string {
  if (typeof value === "string" && CALENDAR_DAY.test(value)) {
    const date = toDate(value);
    return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  }
  const t = shopTime(value);
  return `${MONTHS[t.month]} ${t.day}, ${t.year}`;
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
