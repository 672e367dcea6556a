// CSRF defence for state-changing requests: a browser always sends Origin on a cross-site POST,
// so a present Origin must be one the shop is reached by (http/request-trust.ts). Requests
// without Origin come from non-browser clients, which carry no ambient cookies to abuse.
// SameSite=Lax session cookies are the second layer.
import type { MiddlewareHandler } from "hono";
import { ApiError, sendError } from "./errors";
import type { RequestTrust } from "./request-trust";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

export function sameOrigin(trust: RequestTrust): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    if (origin === undefined) return next();
    if (!trust.isTrustedOrigin(origin, c.req.raw.headers)) {
      return sendError(c, new ApiError(403, "cross_origin", "Cross-site requests are not allowed."));
    }
    return next();
  };
}
