// Per-sender rate limits for the public forms (contact, newsletter, page views), which anyone
// can post to without an account. Counted in the database (limits/hit-counter.ts), so several
// server processes behind a load balancer share one allowance per sender.
import type { Context } from "hono";
import type { Allowance } from "../limits/hit-counter";
import type { Services } from "../services-type";
import { ApiError } from "./errors";

/**
 * Throws 429 with the API's error shape when this sender has used up the allowance named `name`;
 * else counts the request, and returns how to take it back out (a request that should not count).
 */
export async function enforceRateLimit(
  c: Context,
  services: Services,
  name: string,
  allowance: Allowance,
): Promise<{ release(): Promise<void> }> {
  const taken = await services.hits.take(`${name}:${services.trust.clientAddress(c)}`, allowance);
  if (!taken.allowed) {
    c.header("Retry-After", String(taken.retryAfter));
    throw new ApiError(429, "rate_limited", "Too many requests. Please try again later.");
  }
  return taken;
}
