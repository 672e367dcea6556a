// Every compressible answer says that it varies with Accept-Encoding, written on the response's
// own headers before the gzip middleware looks at it. Added afterwards, the header would cost a
// rebuilt response: for a small JSON answer sent to a client that takes no gzip (a script, a
// load test, a proxy that compresses itself) that rebuild was a sixth of the request's CPU
// (docs/benchmarks.md §0e). With the header already there, gzip-whole.ts leaves the response
// alone unless it compresses it.
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";

const NAMES_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

export const varyOnEncoding: MiddlewareHandler = async (c, next) => {
  await next();
  const headers = c.res.headers;
  const type = headers.get("content-type");
  if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || headers.has("content-encoding")) return;
  const vary = headers.get("vary");
  if (vary === "*" || (vary && NAMES_ACCEPT_ENCODING.test(vary))) return;
  const value = vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
  try {
    headers.set("vary", value);
  } catch {
    // A response with immutable headers (one passed through from fetch): the slow way.
    c.header("Vary", value);
  }
};
