// Built assets (scripts, stylesheets, fonts) and product images are never documents, and the
// document-only security headers (a Content-Security-Policy with its nonce, frame and opener
// policies, the legacy X-* switches) do nothing on them: a browser applies those to the page
// that loads a file, not to the file. Left on, they were ~600 of a font's or image's bytes, and
// the preloaded font crossed the 14.6 KB a new TCP connection sends in its first round trip
// (docs/benchmarks.md §0d). Kept: the type, caching, nosniff and Cross-Origin-Resource-Policy,
// which do apply to subresources. Not for public/ (an SVG opened on its own is a document).
import type { MiddlewareHandler } from "hono";
import { editHeaders } from "./viewer-flag";

export const DOCUMENT_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
] as const;

/** Strips DOCUMENT_ONLY_HEADERS from what the inner handlers answer; register it outside secureHeaders. */
export const subresourceHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  editHeaders(c, (h) => {
    for (const name of DOCUMENT_ONLY_HEADERS) h.delete(name);
  });
};
