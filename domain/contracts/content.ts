// Contact messages, newsletter subscriptions and consented page views (decision 6 in docs/decisions.md: what a
// customer sends is stored, so it is validated and bounded here before it can reach the database).
import { z } from "zod";
import { collapse, hasVisibleText, stripInvisible } from "../text";
import { CONTACT_LIMITS, PAGE_PATH_MAX } from "./content-limits";

/** Tabs and line breaks are text; other control characters are not, and NUL breaks Postgres. */
export function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return true;
  }
  return false;
}

const NO_CONTROL = { message: "Remove the special characters." };
const REQUIRED = "Please fill in this field.";

/** A one-line field: collapsed (docs/behaviour.md §5: trimmed, non-empty), bounded, printable. */
function line(max: number) {
  return z
    .string()
    .transform(collapse)
    .pipe(
      z
        .string()
        .min(1, REQUIRED)
        .max(max, `At most ${max} characters.`)
        .refine((v) => !hasControlCharacters(v), NO_CONTROL),
    );
}

/** The message keeps its paragraphs: only line endings, trailing spaces and blank runs are tidied. */
export function tidyMessage(text: string): string {
  return stripInvisible(text)
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email("Enter a valid e-mail address.").max(CONTACT_LIMITS.email));

export const contactMessageBody = z.strictObject({
  subject: line(CONTACT_LIMITS.subject),
  firstName: line(CONTACT_LIMITS.firstName),
  lastName: line(CONTACT_LIMITS.lastName),
  email: emailField,
  // Optional (docs/behaviour.md §3); an untouched input sends '', which is stored as no order id.
  orderId: z
    .string()
    .optional()
    .transform((v) => (v === undefined ? "" : collapse(v).toUpperCase()))
    .pipe(
      z
        .string()
        .max(CONTACT_LIMITS.orderId, `At most ${CONTACT_LIMITS.orderId} characters.`)
        .refine((v) => !hasControlCharacters(v), NO_CONTROL),
    )
    .transform((v) => (v === "" ? undefined : v)),
  message: z
    .string()
    .transform(tidyMessage)
    .pipe(
      z
        .string()
        .min(1, REQUIRED)
        .refine((v) => v === "" || hasVisibleText(v), REQUIRED)
        .max(CONTACT_LIMITS.message, `At most ${CONTACT_LIMITS.message} characters.`)
        .refine((v) => !hasControlCharacters(v), NO_CONTROL),
    ),
});
export type ContactMessageBody = z.input<typeof contactMessageBody>;
export type ContactMessageInput = z.output<typeof contactMessageBody>;

export const newsletterBody = z.strictObject({ email: emailField });
export type NewsletterBody = z.input<typeof newsletterBody>;

export const okResponse = z.object({ ok: z.literal(true) });

/**
 * Only the path is kept: the query string and fragment can carry search terms or e-mail
 * addresses, and the statistics need neither.
 */
export const pagePath = z
  .string()
  .max(2048)
  .transform((v) => v.split(/[?#]/, 1)[0] ?? "")
  .pipe(
    z
      .string()
      .max(PAGE_PATH_MAX)
      .regex(/^\/(?!\/)/, "A path on this site, starting with '/'.")
      .refine((v) => !hasControlCharacters(v), NO_CONTROL),
  );

/**
 * The browser sends its statistics choice with every view; the server records a view only when
 * that choice is an explicit yes, so a stale or buggy client cannot count a visitor who refused.
 */
export const pageViewBody = z.strictObject({
  path: pagePath,
  consent: z.strictObject({ statistics: z.boolean() }),
});
export type PageViewBody = z.input<typeof pageViewBody>;

export const pageViewResponse = z.object({ recorded: z.boolean() });
export type PageViewResponse = z.infer<typeof pageViewResponse>;
