// Every throttle and rate limit of the shop, in one place. The counting behind them is
// ./hit-counter.ts (in the database, shared by all server processes).
import type { Allowance } from "./hit-counter";

const MINUTE = 60_000;

const HOUR = 60 * MINUTE;

/**
 * Failed sign-ins slow the next attempt down, never refuse it for good (docs/security.md):
 * - per account and address: 5 failures free, then 1 s doubling up to 15 minutes between
 *   attempts, over 24 hours. A success clears it; so does a completed password reset.
 * - per account, from addresses that have already failed on it: 10 failures free, then the
 *   same growth. An address with no recent failure is never slowed by the account's count, so
 *   the owner signs in at once while someone elsewhere guesses.
 * - per address, over distinct accounts it has failed on (credential stuffing): 10 accounts free
 *   within an hour, then 1 s doubling up to 5 minutes before it may try yet another account.
 * - the owner is e-mailed when the account reaches 10 failures within 24 hours.
 */
export const SIGN_IN_BACKOFF = {
  pair: { windowMs: 24 * HOUR, free: 5, baseMs: 1000, capMs: 15 * MINUTE },
  account: { windowMs: 24 * HOUR, free: 10, baseMs: 1000, capMs: 15 * MINUTE },
  address: { windowMs: HOUR, free: 10, baseMs: 1000, capMs: 5 * MINUTE },
  alertOwnerAt: 10,
};
export type SignInBackoff = typeof SIGN_IN_BACKOFF;

/**
 * Whether a failure that brought the account to `failures` alerts its owner (once a day: the
 * message's key is the day's). Not only at exactly the threshold: a success or a discarded
 * attempt gives its place back while a parallel failure has already counted past it, and the
 * threshold would then never be met exactly. Bounded above so a long attack does not write
 * (and wake every sender for) a message that the day's key then drops, at every failure.
 */
export function alertsOwner(
  failures: number,
  rules: Pick<SignInBackoff, "alertOwnerAt"> = SIGN_IN_BACKOFF,
): boolean {
  return failures >= rules.alertOwnerAt && failures < 2 * rules.alertOwnerAt;
}

/**
 * Requests per client address to Better Auth's endpoints (`AUTH_RATE_LIMIT`), in Better Auth's
 * terms: windows in seconds, paths below /api/auth. Anything not listed: 120 a minute.
 */
export const AUTH_REQUESTS = {
  window: 60,
  max: 120,
  customRules: {
    "/sign-in/email": { window: 60, max: 20 },
    "/sign-up/email": { window: 60, max: 10 },
    "/request-password-reset": { window: 60, max: 5 },
  },
};

/** Public forms anyone can post to without an account, per client address. */
export const CONTACT_RATE: Allowance = { limit: 5, windowMs: 10 * MINUTE };
export const NEWSLETTER_RATE: Allowance = { limit: 10, windowMs: 10 * MINUTE };
/** 'Notify me when available': room for every size and colour a shopper is waiting for. */
export const NOTIFY_RATE: Allowance = { limit: 20, windowMs: 10 * MINUTE };
/** Generous: a shopper browsing quickly sends one view per page. */
export const PAGE_VIEW_RATE: Allowance = { limit: 120, windowMs: MINUTE };
/**
 * The guest order page's look-ups (number + e-mail) that find nothing: plenty for a shopper's
 * typing slips, too few to guess pairs. A look-up that finds the order is not counted.
 */
export const ORDER_LOOKUP_RATE: Allowance = { limit: 10, windowMs: 15 * MINUTE };
