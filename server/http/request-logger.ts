// One structured log line per request, carrying the request id.
import type { MiddlewareHandler } from "hono";
import type { Logger } from "../log";

export function requestLogger(log: Logger): MiddlewareHandler<{ Variables: { requestId: string } }> {
  return async (c, next) => {
    const start = performance.now();
    await next();
    const ms = Math.round((performance.now() - start) * 10) / 10;
    const status = c.res.status;
    const line = { requestId: c.get("requestId"), method: c.req.method, path: c.req.path, status, ms };
    if (status >= 500) log.error(line, "request");
    else log.debug(line, "request");
  };
}
