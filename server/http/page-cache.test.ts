import { describe, expect, it } from "vitest";
import { createCatalogueCache } from "../services/catalogue/catalogue-cache";
import { isCacheablePageRequest, servePage } from "./page-cache";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36";
const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

function setup(answer: { status?: number; headers?: Record<string, string> } = {}) {
  const cache = createCatalogueCache();
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
    );
  return { cache, visit, renders: () => renders };
}

describe("page cache", () => {
  it("renders a public page once for cookie-less visitors, each response with its own nonce", async () => {
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

  it("always renders for a visitor with a cookie (a session may change the page)", async () => {
    const { visit, renders } = setup();
    await visit("/women", "a");
    await visit("/women", "b", { headers: { cookie: "better-auth.session_token=x" } });
    await visit("/women", "c", { headers: { cookie: "anything=1" } });
    expect(renders()).toBe(3);
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

  it("keys by path and query, and keeps bots apart from browsers", async () => {
    const { visit, renders } = setup();
    await visit("/search?q=coat", "a");
    await visit("/search?q=scarf", "b");
    await visit("/search?q=coat", "c", { ua: BOT });
    await visit("/search?q=coat", "d");
    expect(renders()).toBe(3);
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
