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
    if (status < 500) log.debug(line, "request");
    // A client that hung up mid-request (a closed tab, a load generator stopping) aborts the
    // page's render, which answers 500 to nobody: logged as nginx does (499), not as a fault.
    else if (c.req.raw.signal.aborted) log.info({ ...line, status: 499 }, "request closed by the client");
    else log.error(line, "request");
  };
}
