// Every throttle and rate limit of the shop, in one place. The counting behind them is
// ./hit-counter.ts (in the database, shared by all server processes).
import type { Allowance } from "./hit-counter";

const MINUTE = 60_000;

/**
 * Failed sign-ins, per account whatever the address and per address whatever the account.
 * Past either, sign-in answers 429 "…try again in 15 minutes" until the window slides on.
 */
export const SIGN_IN_FAILURES: { perAccount: Allowance; perAddress: Allowance } = {
  perAccount: { limit: 10, windowMs: 15 * MINUTE },
  perAddress: { limit: 30, windowMs: 15 * MINUTE },
};

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
/** Generous: a shopper browsing quickly sends one view per page. */
export const PAGE_VIEW_RATE: Allowance = { limit: 120, windowMs: MINUTE };
