// Field schemas several contracts share, with the bounds the database sets: a value zod accepts
// must never reach PostgreSQL and fail there (a 500 instead of a 400 naming the field).
import { z } from "zod";

/** PostgreSQL's `integer`: the largest version, message or shipment number a row can have. */
export const PG_INTEGER_MAX = 2_147_483_647;

/**
 * A row's number in a path (/versions/{number}, /messages/{id}): 1 up to PostgreSQL's integer,
 * written as plain decimal digits (not ' 2', '0x10', '1e3' or '02', which Number() would take).
 */
export const rowNumber = (message = "Not a number this shop has.") =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, message)
    .transform(Number)
    .pipe(z.number().max(PG_INTEGER_MAX, message));

/** Years a calendar date may have: JavaScript and PostgreSQL both handle them, and the day after. */
export const DATE_YEARS = { min: 1900, max: 9998 } as const;

/** A calendar day as YYYY-MM-DD within DATE_YEARS. */
export const calendarDate = () =>
  z.iso.date("Use a date as YYYY-MM-DD.").refine((d) => {
    const year = Number(d.slice(0, 4));
    return year >= DATE_YEARS.min && year <= DATE_YEARS.max;
  }, `Use a date between ${DATE_YEARS.min} and ${DATE_YEARS.max}.`);
