// Full-page cache for the shop's public pages (decisions 19 and 45). A public page is the same
// HTML for every visitor, signed in or not: the shop frame's loader reads no session, and what
// differs by person (the account link, Dashboard, the bag badge, a saved coupon) is filled in by
// the browser. So the server renders such a page once and serves the HTML to the next ones,
// whatever cookies they send — dropped at once on every staff edit.
//
// - Only the shop's public pages (PUBLIC_PAGES), only GET, never with an Authorization header;
//   only 200s without Set-Cookie are kept.
// - The CSP nonce differs per response: the page is stored with a placeholder where its nonce
//   was, and each response gets its own nonce back in.
// - Bots get the fully resolved page, browsers the streamed one: two entries per URL.
// - A page rendered while the catalogue index is still being built at start-up (a listing
//   without its filter choices, a product without 'You May Also Like') is kept here, where it is
//   dropped the moment the index is ready (warmCatalogue), but goes out `private, no-store`: a
//   shared cache would serve it for up to 30 s more.
// - Entries live in a CatalogueCache of their own (bounded, 30 s, cleared with the catalogue).
// - Shared pages carry a weak ETag of their content and SHARED_PAGE_CACHE_CONTROL (decision 46);
//   a matching If-None-Match gets a 304. Every other page is `private, no-store`.
import { createHash, randomBytes } from "node:crypto";
import type { CatalogueCache } from "../services/catalogue/catalogue-cache";
import { acceptsGzip } from "./gzip-whole";
import { type DeflatedParts, deflateParts, gzipSplicedPieces } from "./gzip-splice";
import { answerBodies as bodies, joinPieces, type WhenSent } from "./body-pool";
import { packStrings } from "../memory/packed-bytes";

const PUBLIC_PAGES =
  /^\/(?:$|women(?:\/|$)|men(?:\/|$)|explore(?:\/|$)|product\/|search$|legal$|faq$|contact$)/;

/**
 * Decision 46: browsers revalidate every time (a 304 costs no render); a shared cache (nginx, a
 * CDN) may serve a page for 5 s and once more while it refreshes, so a staff edit reaches every
 * visitor within the 30 s the shop already allows a cached page.
 */
export const SHARED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=5, stale-while-revalidate=25";
export const PERSONAL_CACHE_CONTROL = "private, no-store";

/** Stands in for the nonce in stored pages; random per process, so no page can contain it. */
const PLACEHOLDER = `nonce-${randomBytes(18).toString("base64url")}`;

interface StoredPage {
  status: number;
  headers: [string, string][];
  /**
   * The HTML as UTF-8 bytes, cut where the rendering request's nonce was. Bytes, not a string: a
   * string body is checked for lone surrogates and encoded again on every response, which for a
   * category page cost more than the rest of serving it.
   */
  parts: Buffer[];
  /** The parts deflated once, for browsers that take gzip (gzip-splice.ts); shared pages only. */
  deflated: DeflatedParts | null;
  /** Weak: the bytes differ by nonce from one response to the next, the page does not. */
  etag: string;
  /** Rendered from the start-up fallbacks (`incomplete` said so when it began): not shared. */
  partial: boolean;
}

export function isCacheablePageRequest(req: Request): boolean {
  if (req.method !== "GET") return false;
  if (req.headers.has("authorization")) return false;
  return PUBLIC_PAGES.test(new URL(req.url).pathname);
}

/** Kept in this process for the next visitors. */
const isKept = (p: StoredPage) =>
  p.status === 200 && !p.headers.some(([name]) => name.toLowerCase() === "set-cookie");

/** Also offered to shared caches, with an ETag. */
const isShared = (p: StoredPage) => isKept(p) && !p.partial;

/** The same on every process serving the same build and data (the placeholder is left out). */
function etagOf(template: string): string {
  const hash = createHash("sha256").update(template.replaceAll(PLACEHOLDER, "")).digest("base64url");
  return `W/"${hash.slice(0, 27)}"`;
}

/** RFC 9110 §13.1.2: weak comparison, a list of tags or "*". */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const want = opaque(etag);
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === want);
}

function personal(res: Response): Response {
  if (res.headers.has("cache-control")) return res;
  try {
    res.headers.set("cache-control", PERSONAL_CACHE_CONTROL);
    return res;
  } catch {
    const copy = new Response(res.body, res);
    copy.headers.set("cache-control", PERSONAL_CACHE_CONTROL);
    return copy;
  }
}

/**
 * `whenSent` (the response's 'finish', from the Node server) lets a cached page's answer be
 * assembled in a pooled buffer that is reused once sent.
 */
export async function servePage(
  req: Request,
  nonce: string | undefined,
  render: () => Promise<Response>,
  cache: CatalogueCache,
  whenSent?: WhenSent,
  /** Whether a page rendered now would be incomplete (the catalogue index's start-up build). */
  incomplete: () => boolean = () => false,
): Promise<Response> {
  // Without a nonce (development's relaxed CSP) there is nothing to swap, and no need to cache.
  // With the cache off (CATALOGUE_CACHE=off) a page would be cut at its nonce, deflated and
  // hashed for a store that keeps nothing: 18 ms of CPU per caches-off category page instead of
  // 8 (docs/benchmarks.md §0m). It goes out as rendered, stored by no one.
  if (!nonce || !isCacheablePageRequest(req) || !cache.keeps) return personal(await render());
  const url = new URL(req.url);
  // Bots and browsers get the same document (app/entry.server.tsx renders every page whole).
  const key = `${url.pathname}${url.search}`;
  const page = await cache.get(
    key,
    async (): Promise<StoredPage> => {
      // Asked before the render: a build that ends meanwhile may have left reads on the fallback.
      const partial = incomplete();
      const res = await render();
      const html = await res.text();
      const template = html.replaceAll(nonce, PLACEHOLDER);
      // In one buffer of their size, not each in a shared 64 KB slab (packed-bytes.ts).
      const parts = packStrings(template.split(PLACEHOLDER));
      const stored: StoredPage = {
        status: res.status,
        headers: [...res.headers],
        parts,
        deflated: null,
        etag: etagOf(template),
        partial,
      };
      return isShared(stored)
        ? { ...stored, deflated: deflateParts(parts, Buffer.byteLength(nonce)) }
        : stored;
    },
    isKept,
  );
  const headers = new Headers(page.headers);
  // Said here rather than by the compression middleware after the fact: Hono adding a header to a
  // finished response turns its body into a stream, and every cached page would be piped through
  // one instead of written as bytes.
  headers.set("vary", "Accept-Encoding");
  if (!isShared(page)) {
    if (!headers.has("cache-control")) headers.set("cache-control", PERSONAL_CACHE_CONTROL);
    return new Response(withNonce(page, nonce, whenSent), { status: page.status, headers });
  }
  headers.set("etag", page.etag);
  headers.set("cache-control", SHARED_PAGE_CACHE_CONTROL);
  if (matchesIfNoneMatch(req.headers.get("if-none-match"), page.etag)) {
    headers.delete("content-type");
    headers.delete("content-length");
    return new Response(null, { status: 304, headers });
  }
  const gzipped =
    page.deflated && acceptsGzip(req.headers.get("accept-encoding") ?? undefined)
      ? gzipSplicedPieces(page.parts, page.deflated, Buffer.from(nonce, "utf8"))
      : null;
  if (gzipped) {
    const body = joinPieces(gzipped, bodies, whenSent);
    headers.set("content-encoding", "gzip");
    headers.set("content-length", String(body.byteLength));
    return new Response(body, { status: page.status, headers });
  }
  return new Response(withNonce(page, nonce, whenSent), { status: page.status, headers });
}

/** The stored page's bytes with this response's nonce put back. */
function withNonce(page: StoredPage, nonce: string, whenSent?: WhenSent): Uint8Array<ArrayBuffer> {
  const nonceBytes = Buffer.from(nonce, "utf8");
  const pieces: Buffer[] = [];
  page.parts.forEach((part, i) => {
    if (i > 0) pieces.push(nonceBytes);
    pieces.push(part);
  });
  return joinPieces(pieces, bodies, whenSent);
}
