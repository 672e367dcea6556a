// Show More without JavaScript: the server's page carries a link to the products that follow
// (?after=<cursor>, the API's keyset cursor), and that address serves exactly them, with the
// page's filters kept and its own canonical; a cursor that is not one shows the first page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_SIZE } from "../../domain/catalogue";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { startSsrPages, type SsrPages } from "./ssr-pages";

interface Page {
  items: { url: string }[];
  nextCursor: string | null;
}

const decode = (s: string) => s.replaceAll("&amp;", "&");
const productUrls = (html: string) => [
  ...new Set([...html.matchAll(/href="\/product\/([^"]+)"/g)].map((m) => decodeURIComponent(m[1]!))),
];
const moreHref = (html: string) => {
  const found = /<a [^>]*href="([^"]+)"[^>]*data-held="show-more"/.exec(html);
  return found ? decode(found[1]!) : null;
};
const canonical = (html: string) => decode(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "");

describe.skipIf(legUnavailable())(`Show More as a link (${dbKind})`, () => {
  let ssr: SsrPages;
  let server: TestServer;
  beforeAll(async () => {
    ssr = await startSsrPages();
    server = await startTestServer({ pages: ssr.pages });
  });
  afterAll(async () => {
    await server?.close();
    await ssr?.close();
  });

  const html = async (path: string) => {
    const res = await server.fetch(path);
    expect(res.status, path).toBe(200);
    return res.text();
  };
  const api = async (path: string) => (await (await server.fetch(path)).json()) as Page;

  it("leads from a listing's first products to the next ones, as the API pages them", async () => {
    const first = await api(`/api/v1/products?page=women&limit=${PAGE_SIZE}`);
    expect(first.nextCursor).not.toBeNull();
    const page1 = await html("/women");
    expect(productUrls(page1)).toEqual(expect.arrayContaining(first.items.map((p) => p.url)));
    const href = moreHref(page1);
    expect(href).toBe(`/women?after=${first.nextCursor}`);

    const second = await api(`/api/v1/products?page=women&limit=${PAGE_SIZE}&cursor=${first.nextCursor}`);
    const page2 = await html(href!);
    const shown = productUrls(page2);
    expect(shown).toEqual(expect.arrayContaining(second.items.map((p) => p.url)));
    for (const p of first.items) expect(shown).not.toContain(p.url);
    expect(new URL(canonical(page2)).pathname + new URL(canonical(page2)).search).toBe(href);
    // The link on that page goes on from there, or is gone at the end.
    expect(moreHref(page2)).toBe(second.nextCursor ? `/women?after=${second.nextCursor}` : null);
  });

  it("keeps the filters and sort in the link; a search's results continue the same way", async () => {
    const href = moreHref(await html("/women?sort=price-asc&availability=in-stock"));
    expect(href).not.toBeNull();
    const params = new URL(href!, "http://x").searchParams;
    expect(params.get("sort")).toBe("price-asc");
    expect(params.get("availability")).toBe("in-stock");
    const after = params.get("after")!;
    const next = await api(
      `/api/v1/products?page=women&limit=${PAGE_SIZE}&sort=price-asc&availability=in-stock&cursor=${after}`,
    );
    expect(productUrls(await html(href!))).toEqual(expect.arrayContaining(next.items.map((p) => p.url)));

    // 'women' matches more than a page of the seeded catalogue.
    const found = await api(`/api/v1/products/search?q=women&limit=${PAGE_SIZE}`);
    expect(found.nextCursor).not.toBeNull();
    const searchHref = moreHref(await html("/search?q=women"));
    expect(searchHref).toBe(`/search?q=women&after=${found.nextCursor}`);
    const more = await api(`/api/v1/products/search?q=women&limit=${PAGE_SIZE}&cursor=${found.nextCursor}`);
    const page2 = productUrls(await html(searchHref!));
    expect(page2).toEqual(expect.arrayContaining(more.items.map((p) => p.url)));
    for (const p of found.items) expect(page2).not.toContain(p.url);
  });

  it("shows the first products for a cursor that is not one, never an error", async () => {
    const first = productUrls(await html("/women"));
    // Garbage, a cut cursor, one of another sort (the page is newest first), an over-long one.
    const otherSort = Buffer.from(
      JSON.stringify(["price-asc", 245000, "077d5a2f-ca12-475d-82ff-ed4a2e8d6875"]),
    );
    for (const after of ["garbage", "WyJuZXdlc3QiXQ", otherSort.toString("base64url"), "a".repeat(500)]) {
      expect(productUrls(await html(`/women?after=${after}`)), after).toEqual(first);
    }
  });
});
