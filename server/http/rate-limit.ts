// A small in-memory rate limiter for the public forms (contact, newsletter, page views), which
// anyone can post to without an account. In memory is enough for one process; several processes
// behind a load balancer would each count on their own, which only loosens the limit.
import type { Context } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Services } from "../services/services";
import { ApiError } from "./errors";

export interface RateRule {
  /** Requests allowed per window and key. */
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** Counts one request for the key; returns seconds to wait, or 0 when it is allowed. */
  hit(key: string, now?: number): number;
  reset(): void;
}

/** Above this many tracked keys, keys whose window has passed are swept out. */
const SWEEP_AT = 10_000;

/** A sliding log: each key keeps the times of its last `limit` requests, so memory is bounded. */
export function createRateLimiter(rule: RateRule): RateLimiter {
  const log = new Map<string, number[]>();

  function sweep(now: number) {
    for (const [key, times] of log) {
      const last = times[times.length - 1];
      if (last === undefined || last <= now - rule.windowMs) log.delete(key);
    }
  }

  return {
    hit(key, now = Date.now()) {
      if (log.size > SWEEP_AT) sweep(now);
      const times = (log.get(key) ?? []).filter((t) => t > now - rule.windowMs);
      const oldest = times[0];
      if (times.length >= rule.limit && oldest !== undefined) {
        log.set(key, times);
        return Math.max(1, Math.ceil((oldest + rule.windowMs - now) / 1000));
      }
      times.push(now);
      log.set(key, times);
      return 0;
    },
    reset() {
      log.clear();
    },
  };
}

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

// One set of limiters per running app: each test server (and each e2e server) starts from zero.
const limiters = new WeakMap<Services, Map<string, RateLimiter>>();

export function limiterFor(services: Services, name: string, rule: RateRule): RateLimiter {
  let byName = limiters.get(services);
  if (!byName) limiters.set(services, (byName = new Map()));
  let limiter = byName.get(name);
  if (!limiter) byName.set(name, (limiter = createRateLimiter(rule)));
  return limiter;
}

/** Throws 429 with the API's error shape when this sender has used up the rule's allowance. */
export function enforceRateLimit(c: Context, services: Services, name: string, rule: RateRule): void {
  const wait = limiterFor(services, name, rule).hit(clientAddress(c));
  if (wait > 0) {
    c.header("Retry-After", String(wait));
    throw new ApiError(429, "rate_limited", "Too many requests. Please try again later.");
  }
}
