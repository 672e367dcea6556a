// Keyset cursors: (createdAt, id) of the last row, opaque to clients. Never an offset, so pages
// stay stable when products are added while a shopper scrolls.
import { CONTACT_LIMITS } from "../../../domain/contracts/content-limits";
import { PG_INTEGER_MAX } from "../../../domain/contracts/fields";
import { isUnsafeText } from "../../../domain/safe-text";
import { invalid } from "../errors";

export interface Keyset {
  createdAt: Date;
  id: string;
}

/** The longest id a list pages by: a subscriber's e-mail address. */
const MAX_ID_LENGTH = CONTACT_LIMITS.email;
/** What toISOString writes for the years a database timestamp holds (not ±275760 or year 0). */
const ISO_INSTANT = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function encodeCursor(k: Keyset): string {
  return Buffer.from(`${k.createdAt.toISOString()}|${k.id}`).toString("base64url");
}

/**
 * The keyset a cursor names. Only what encodeCursor writes is accepted: a date JavaScript reads
 * but PostgreSQL cannot store, or an id with a NUL, used to reach the database and fail there (500).
 */
export function decodeCursor(cursor: string): Keyset {
  const raw = Buffer.from(cursor, "base64url").toString("utf8");
  const bar = raw.indexOf("|");
  const iso = raw.slice(0, Math.max(bar, 0));
  const id = raw.slice(bar + 1);
  const createdAt = new Date(iso);
  if (
    bar < 0 ||
    !ISO_INSTANT.test(iso) ||
    Number.isNaN(createdAt.getTime()) ||
    createdAt.toISOString() !== iso ||
    !id ||
    id.length > MAX_ID_LENGTH ||
    isUnsafeText(id, { lineBreaks: false }) ||
    raw.includes("\ufffd")
  ) {
    throw invalidCursor();
  }
  return { createdAt, id };
}

/** A cursor's id that must be a row number (contact messages: a PostgreSQL integer). */
export function numericCursorId(k: Keyset): number {
  if (!/^[1-9]\d{0,9}$/.test(k.id) || Number(k.id) > PG_INTEGER_MAX) throw invalidCursor();
  return Number(k.id);
}

const invalidCursor = () => invalid("Invalid cursor.", { cursor: "Invalid cursor." });
