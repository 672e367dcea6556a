// Full-page cache for anonymous shop visits. A visitor with no cookie sees exactly what every
// other cookie-less visitor sees (the session cookie is the only input to a shop page that
// varies by person: the bag and the cookie choice live in the browser's storage), so the
// server renders such a page once and serves the HTML to the next ones — like the page caches
// of the large commerce platforms, but in process and dropped at once on every staff edit.
//
// - Only the shop's public pages (PUBLIC_PAGES), only GET, only without any Cookie or
//   Authorization header; only 200s without Set-Cookie are kept.
// - The CSP nonce differs per response: the page is stored with a placeholder where its nonce
//   was, and each response gets its own nonce back in.
// - Bots get the fully resolved page, browsers the streamed one: two entries per URL.
// - Entries live in a CatalogueCache of their own (bounded, 30 s, cleared with the catalogue).
import { randomBytes } from "node:crypto";
import { isbot } from "isbot";
import type { CatalogueCache } from "../services/catalogue/catalogue-cache";

const PUBLIC_PAGES =
  /^\/(?:$|women(?:\/|$)|men(?:\/|$)|explore(?:\/|$)|product\/|search$|legal$|faq$|contact$)/;

/** Stands in for the nonce in stored pages; random per process, so no page can contain it. */
const PLACEHOLDER = `nonce-${randomBytes(18).toString("base64url")}`;

interface StoredPage {
  status: number;
  headers: [string, string][];
  /** The HTML with PLACEHOLDER where the rendering request's nonce was. */
  template: string;
}

export function isCacheablePageRequest(req: Request): boolean {
  if (req.method !== "GET") return false;
  if (req.headers.has("cookie") || req.headers.has("authorization")) return false;
  return PUBLIC_PAGES.test(new URL(req.url).pathname);
}

export async function servePage(
  req: Request,
  nonce: string | undefined,
  render: () => Promise<Response>,
  cache: CatalogueCache,
): Promise<Response> {
  // Without a nonce (development's relaxed CSP) there is nothing to swap, and no need to cache.
  if (!nonce || !isCacheablePageRequest(req)) return render();
  const url = new URL(req.url);
  const key = `${isbot(req.headers.get("user-agent") ?? "") ? "bot" : "browser"}\u0000${url.pathname}${url.search}`;
  const page = await cache.get(
    key,
    async (): Promise<StoredPage> => {
      const res = await render();
      const html = await res.text();
      return {
        status: res.status,
        headers: [...res.headers],
        template: html.replaceAll(nonce, PLACEHOLDER),
      };
    },
    (p) => p.status === 200 && !p.headers.some(([name]) => name.toLowerCase() === "set-cookie"),
  );
  return new Response(page.template.replaceAll(PLACEHOLDER, nonce), {
    status: page.status,
    headers: page.headers,
  });
}
