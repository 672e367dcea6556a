// CSRF defence for state-changing requests: a browser always sends Origin on a cross-site POST,
// so a present Origin must be ours. Requests without Origin come from non-browser clients,
// which carry no ambient cookies to abuse. SameSite=Lax session cookies are the second layer.
import type { MiddlewareHandler } from "hono";
import { ApiError, sendError } from "./errors";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

export function sameOrigin(publicUrl: string): MiddlewareHandler {
  const allowed = new URL(publicUrl).origin;
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin === undefined) return next();
    const host = c.req.header("host");
    const sameHost = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
    if (origin !== allowed && !sameHost) {
      return sendError(c, new ApiError(403, "cross_origin", "Cross-site requests are not allowed."));
    }
    return next();
  };
}
