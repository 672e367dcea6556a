// The CSP nonce of each page (the 'nonce-…' of script-src, and the page's inline scripts): 16
// random bytes in base64, as Hono's NONCE makes them, but taken from a pool of random bytes filled
// 256 nonces at a time. Hono's asks WebCrypto for 16 bytes per page, one call into the system's
// random source each: ~15–30 µs here, ~1 % of a page rendered per request (docs/benchmarks.md
// §0v). Node hands out crypto.randomUUID() from such a pool too. Each nonce is used once.
import { randomFillSync } from "node:crypto";
import type { Context } from "hono";

const NONCE_BYTES = 16;
const NONCES_PER_FILL = 256;
const pool = Buffer.allocUnsafe(NONCE_BYTES * NONCES_PER_FILL);
let next = NONCES_PER_FILL;

/** A fresh nonce: 16 bytes from the system's cryptographic random source, base64. */
export function nextNonce(): string {
  if (next === NONCES_PER_FILL) {
    randomFillSync(pool);
    next = 0;
  }
  const at = next++ * NONCE_BYTES;
  return pool.toString("base64", at, at + NONCE_BYTES);
}

/** Where Hono's NONCE goes in a CSP directive: the request's nonce, made at most once. */
export function pageNonce(c: Context): string {
  let nonce = c.get("secureHeadersNonce") as string | undefined;
  if (!nonce) {
    nonce = nextNonce();
    c.set("secureHeadersNonce", nonce);
  }
  return `'nonce-${nonce}'`;
}
