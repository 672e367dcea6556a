// Per-sender rate limits for the public forms (contact, newsletter, page views), which anyone
// can post to without an account. Counted in the database (limits/hit-counter.ts), so several
// server processes behind a load balancer share one allowance per sender.
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Allowance } from "../limits/hit-counter";
import type { Services } from "../services/services";
import { ApiError } from "./errors";

/**
 * The peer's socket address. X-Forwarded-For is not read: any client can write it, so trusting
 * it would let one sender rotate through fake addresses. Behind a proxy every visitor shares the
 * proxy's address; that needs an explicit trusted-proxy setting, not a guess.
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // Not served by @hono/node-server (Vite in development): one shared bucket.
    return "unknown";
  }
}

/** Throws 429 with the API's error shape when this sender has used up the allowance named `name`. */
export async function enforceRateLimit(
  c: Context,
  services: Services,
  name: string,
  allowance: Allowance,
): Promise<void> {
  const taken = await services.hits.take(`${name}:${clientAddress(c)}`, allowance);
  if (!taken.allowed) {
    c.header("Retry-After", String(taken.retryAfter));
    throw new ApiError(429, "rate_limited", "Too many requests. Please try again later.");
  }
}
