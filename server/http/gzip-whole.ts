// gzip for the server's answers, compressed whole (decision 94).
//
// Every compressible answer this server makes is whole before it leaves: a page is rendered to
// one buffer (app/entry.server.tsx), JSON and CSV are one string, and the only stream (the live
// events, text/event-stream) is never compressed. Hono's compress middleware piped each body
// through a web CompressionStream: on the main thread, a few web-stream promises per chunk, and
// the output went to the socket as chunks of a chunked encoding (several writev calls per page);
// under the personal pages' load that was ~10 % of the CPU (profiled, docs/benchmarks.md §0h).
// Here the body is read once, deflated in one call on libuv's thread pool (off the main thread),
// and sent as one buffer with its Content-Length. The rules for what is compressed are Hono's.
import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { pageBytes } from "./document-response";

const gzip = promisify(gzipCallback);

/** Below this many bytes gzip's header and the extra work are not worth it (Hono's default). */
export const GZIP_THRESHOLD = 1024;

const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const NAMES_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** Whether the client takes gzip: listed (or `*`) with a q above 0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard: number | null = null;
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const weight = Number.isFinite(q) ? q : 0;
    if (name.trim() === "gzip") return weight > 0;
    if (name.trim() === "*") wildcard = weight;
  }
  return wildcard !== null && wildcard > 0;
}

/**
 * Reads headers only: asking @hono/node-server's Response for its `body` turns a body it would
 * write as bytes into a stream (a third more CPU for a cached page, measured).
 */
function compressible(res: Response, method: string): boolean {
  const h = res.headers;
  const type = h.get("content-type");
  if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || type.startsWith("text/event-stream"))
    return false;
  if (res.status === 206 || res.status === 204 || res.status === 304 || method === "HEAD") return false;
  if (h.has("content-encoding") || h.has("transfer-encoding")) return false;
  const length = h.get("content-length");
  if (length && Number(length) < GZIP_THRESHOLD) return false;
  const cacheControl = h.get("cache-control");
  return !cacheControl || !NO_TRANSFORM.test(cacheControl);
}

/**
 * Puts `next` in place of the context's response as it is: Hono's setter would copy the old
 * response's headers over it (its Content-Length among them).
 */
function replace(c: Context, next: Response): void {
  c.res = undefined;
  c.res = next;
}

export const gzipWhole: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (!compressible(res, c.req.method)) return;
  const vary = res.headers.get("vary");
  const varyNamesEncoding = vary === "*" || (vary !== null && NAMES_ACCEPT_ENCODING.test(vary));
  if (!acceptsGzip(c.req.header("accept-encoding"))) {
    // Usually said already (vary-encoding.ts): then the answer goes out untouched.
    if (!varyNamesEncoding)
      replace(c, withHeaders(res, res.body, { vary: vary ? `${vary}, Accept-Encoding` : "Accept-Encoding" }));
    return;
  }
  const body = pageBytes(res) ?? new Uint8Array(await res.arrayBuffer());
  const extra: Record<string, string> = varyNamesEncoding
    ? {}
    : { vary: vary ? `${vary}, Accept-Encoding` : "Accept-Encoding" };
  if (body.byteLength < GZIP_THRESHOLD) {
    replace(c, withHeaders(res, body, { ...extra, "content-length": String(body.byteLength) }));
    return;
  }
  const packed = await gzip(body);
  const etag = res.headers.get("etag");
  if (etag && !etag.startsWith("W/")) extra.etag = `W/${etag}`;
  replace(
    c,
    withHeaders(res, new Uint8Array(packed.buffer, packed.byteOffset, packed.byteLength), {
      ...extra,
      "content-encoding": "gzip",
      "content-length": String(packed.byteLength),
    }),
  );
};

/** The same answer with another body and some headers set. */
function withHeaders(res: Response, body: BodyInit | null, set: Record<string, string>): Response {
  const headers = new Headers(res.headers);
  for (const [name, value] of Object.entries(set)) headers.set(name, value);
  return new Response(body, { status: res.status, headers });
}
