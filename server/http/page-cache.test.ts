import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createCatalogueCache } from "../services/catalogue/catalogue-cache";
import {
  PERSONAL_CACHE_CONTROL,
  SHARED_PAGE_CACHE_CONTROL,
  isCacheablePageRequest,
  matchesIfNoneMatch,
  servePage,
} from "./page-cache";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

function setup(
  answer: { status?: number; headers?: Record<string, string> } = {},
  maxEntries?: number,
  incomplete?: () => boolean,
) {
  const cache = createCatalogueCache({ maxEntries });
  let renders = 0;
  /** A page as the renderer writes it: its nonce on the inline script. */
  const renderWith = (nonce: string) => async () => {
    renders++;
    return new Response(`<html><script nonce="${nonce}">boot(${renders})</script></html>`, {
      status: answer.status ?? 200,
      headers: { "content-type": "text/html", ...answer.headers },
    });
  };
  const visit = (path: string, nonce: string, init: RequestInit & { ua?: string } = {}) =>
    servePage(
      new Request(`http://shop.test${path}`, {
        ...init,
        headers: { "user-agent": init.ua ?? BROWSER, ...(init.headers as Record<string, string>) },
      }),
      nonce,
      renderWith(nonce),
      cache,
      undefined,
      incomplete,
    );
  return { cache, visit, renders: () => renders };
}

describe("page cache", () => {
  it("with the cache off (CATALOGUE_CACHE=off) sends each page as rendered, stored by no one", async () => {
    const { visit, renders } = setup({}, 0);
    const rendered: Response[] = [];
    for (const nonce of ["n-one", "n-two"]) {
      const res = await visit("/women", nonce, { headers: { "accept-encoding": "gzip" } });
      rendered.push(res);
      expect(await res.clone().text()).toContain(`nonce="${nonce}"`);
      expect(res.headers.get("cache-control")).toBe(PERSONAL_CACHE_CONTROL);
      // Not cut, deflated and spliced for a store that keeps nothing: no ETag, no gzip here (the
      // gzip middleware compresses the whole answer instead).
      expect(res.headers.get("etag")).toBeNull();
      expect(res.headers.get("content-encoding")).toBeNull();
    }
    expect(renders()).toBe(2);
  });

  it("renders a public page once for every visitor, each response with its own nonce", async () => {
    const { visit, renders } = setup();
    const first = await (await visit("/women", "n-one")).text();
    const second = await visit("/women", "n-two");
    const html = await second.text();
    expect(renders()).toBe(1);
    expect(first).toContain('nonce="n-one"');
    expect(html).toContain('nonce="n-two"');
    expect(html).not.toContain("n-one");
    expect(second.headers.get("content-type")).toBe("text/html");
  });

  it("serves the same page whatever cookies a visitor sends (decision 45)", async () => {
    const { visit, renders } = setup();
    await visit("/women", "a");
    await visit("/women", "b", { headers: { cookie: "better-auth.session_token=x" } });
    await visit("/women", "c", { headers: { cookie: "atelier_signed_in=staff; anything=1" } });
    expect(renders()).toBe(1);
    await visit("/women", "d", { headers: { authorization: "Bearer x" } });
    expect(renders()).toBe(2);
  });

  it("gives shared pages a weak ETag and a shared Cache-Control; a match answers 304", async () => {
    const { visit, cache } = setup();
    const first = await visit("/women", "a");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe(SHARED_PAGE_CACHE_CONTROL);
    const again = await visit("/women", "b", { headers: { "if-none-match": `"x", ${etag}` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    // A staff edit clears the cache: the page renders again, with a new tag for new content.
    cache.invalidate();
    const after = await visit("/women", "c", { headers: { "if-none-match": etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
  });

  it("sends a browser that takes gzip the stored page gzipped once, with its own nonce", async () => {
    const { visit, renders } = setup();
    const gz = { "accept-encoding": "gzip, deflate, br" };
    // Nonces are all of one length (base64 of the same number of random bytes).
    const plain = await (await visit("/women", "n-plain")).text();
    const one = await visit("/women", "n-one-1", { headers: gz });
    const two = await visit("/women", "n-two-2", { headers: gz });
    expect(renders()).toBe(1);
    for (const [res, nonce] of [
      [one, "n-one-1"],
      [two, "n-two-2"],
    ] as const) {
      expect(res.headers.get("content-encoding")).toBe("gzip");
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(Number(res.headers.get("content-length"))).toBe(bytes.byteLength);
      expect(gunzipSync(bytes).toString("utf8")).toBe(plain.replaceAll("n-plain", nonce));
    }
    expect(two.headers.get("etag")).toBe(one.headers.get("etag"));
    // A nonce of another length cannot be spliced in: the page goes out as it is.
    const odd = await visit("/women", "n-odd", { headers: gz });
    expect(odd.headers.get("content-encoding")).toBeNull();
    expect(await odd.text()).toBe(plain.replaceAll("n-plain", "n-odd"));
    // A client that takes no gzip gets the page as it is.
    expect(
      (await visit("/women", "n-3", { headers: { "accept-encoding": "br;q=1, gzip;q=0" } })).headers.get(
        "content-encoding",
      ),
    ).toBeNull();
  });

  it("leaves a page that is not shared to the compression middleware", async () => {
    const { visit } = setup({ headers: { "set-cookie": "a=1" } });
    const res = await visit("/women", "n", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toContain('nonce="n"');
  });

  it("marks every other page private, no-store", async () => {
    const { visit } = setup();
    expect((await visit("/account", "a")).headers.get("cache-control")).toBe(PERSONAL_CACHE_CONTROL);
    expect((await visit("/checkout", "a")).headers.get("etag")).toBeNull();
    const missing = setup({ status: 404 });
    expect((await missing.visit("/product/gone", "a")).headers.get("cache-control")).toBe(
      PERSONAL_CACHE_CONTROL,
    );
  });

  it("compares entity tags weakly, in lists and as *", () => {
    expect(matchesIfNoneMatch('W/"a"', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch('"a"', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch('"b", W/"a"', 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch("*", 'W/"a"')).toBe(true);
    expect(matchesIfNoneMatch('W/"b"', 'W/"a"')).toBe(false);
    expect(matchesIfNoneMatch(null, 'W/"a"')).toBe(false);
  });

  it("keeps only public shop pages, and only for GET", async () => {
    for (const path of ["/account", "/bag", "/checkout", "/dashboard", "/login", "/womenswear"])
      expect(isCacheablePageRequest(new Request(`http://shop.test${path}`)), path).toBe(false);
    for (const path of [
      "/",
      "/women",
      "/women/coats",
      "/men",
      "/explore/cashmere",
      "/product/x",
      "/search?q=coat",
      "/faq",
    ])
      expect(isCacheablePageRequest(new Request(`http://shop.test${path}`)), path).toBe(true);
    expect(isCacheablePageRequest(new Request("http://shop.test/women", { method: "POST" }))).toBe(false);
  });

  it("keys by path and query; a bot gets the page a browser gets", async () => {
    const { visit, renders } = setup();
    await visit("/search?q=coat", "a");
    await visit("/search?q=scarf", "b");
    await visit("/search?q=coat", "c", { ua: BOT });
    await visit("/search?q=coat", "d");
    expect(renders()).toBe(2);
  });

  it("does not keep an error page or a response that sets a cookie", async () => {
    const missing = setup({ status: 404 });
    await missing.visit("/product/gone", "a");
    expect((await missing.visit("/product/gone", "b")).status).toBe(404);
    expect(missing.renders()).toBe(2);
    const cookie = setup({ headers: { "set-cookie": "x=1" } });
    await cookie.visit("/", "a");
    await cookie.visit("/", "b");
    expect(cookie.renders()).toBe(2);
  });

  it("keeps a page rendered while the index is being built, but offers it to no shared cache", async () => {
    let warming = true;
    const { visit, renders, cache } = setup({}, undefined, () => warming);
    for (const nonce of ["a", "b"]) {
      const early = await visit("/women", nonce, { headers: { "accept-encoding": "gzip" } });
      expect(early.status).toBe(200);
      expect(await early.text()).toContain(`nonce="${nonce}">boot(1)`);
      expect(early.headers.get("cache-control")).toBe(PERSONAL_CACHE_CONTROL);
      expect(early.headers.get("etag")).toBeNull();
    }
    // Kept for the next visitors meanwhile: one render.
    expect(renders()).toBe(1);
    // The index is ready (warmCatalogue drops the pages then): the next page is whole and shared.
    warming = false;
    cache.invalidate();
    const whole = await visit("/women", "c");
    expect(whole.headers.get("cache-control")).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(whole.headers.get("etag")).toMatch(/^W\//);
    expect(await (await visit("/women", "d")).text()).toContain("boot(2)");
    expect(renders()).toBe(2);
  });

  it("renders again after the catalogue changes", async () => {
    const { visit, renders, cache } = setup();
    await visit("/women", "a");
    cache.invalidate();
    expect(await (await visit("/women", "b")).text()).toContain("boot(2)");
    expect(renders()).toBe(2);
  });

  it("renders every time without a nonce (development)", async () => {
    const cache = createCatalogueCache();
    let renders = 0;
    const render = async () => new Response(`page ${++renders}`);
    await servePage(new Request("http://shop.test/women"), undefined, render, cache);
    await servePage(new Request("http://shop.test/women"), undefined, render, cache);
    expect(renders).toBe(2);
  });
});
