// The sitemaps (decision 96): /sitemap.xml indexes the shop's pages and the product pages in
// files of SITEMAP_PRODUCTS_PER_FILE; every product is in exactly one file, newest first, also
// when many share a creation time; names that are not files answer 404.
import { desc, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, products } from "../../server/db/schema";
import { buildProductSitemap, buildSitemapIndex } from "../../server/services/catalogue/sitemap";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { startSsrPages, type SsrPages } from "./ssr-pages";

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
const productUrl = (path: string) => decodeURIComponent(path.replace(/^\/product\//, ""));

describe.skipIf(legUnavailable())(`sitemaps (${dbKind})`, () => {
  let ssr: SsrPages;
  let server: TestServer;
  /** Every product's url, newest first, ties by id (descending), as the files list them. */
  let newestFirst: string[];

  beforeAll(async () => {
    ssr = await startSsrPages();
    server = await startTestServer({ pages: ssr.pages });
    const db = server.services.db;
    // Twenty products created at one instant: file boundaries fall among them below.
    const some = await db.select({ id: products.id }).from(products).orderBy(products.id).limit(20);
    await db
      .update(products)
      .set({ createdAt: new Date("2026-02-02T10:00:00Z") })
      .where(
        inArray(
          products.id,
          some.map((p) => p.id),
        ),
      );
    const rows = await db
      .select({ url: products.url })
      .from(products)
      .orderBy(desc(products.createdAt), desc(products.id));
    newestFirst = rows.map((r) => r.url);
    expect(newestFirst.length).toBeGreaterThan(20);
  });
  afterAll(async () => {
    await server?.close();
    await ssr?.close();
  });

  const get = async (path: string) => {
    const res = await server.fetch(path);
    return { status: res.status, type: res.headers.get("content-type"), body: await res.text() };
  };

  it("indexes the shop's pages and the product files; together they list every product once", async () => {
    const index = await get("/sitemap.xml");
    expect(index.status).toBe(200);
    expect(index.type).toBe("application/xml; charset=utf-8");
    expect(index.body).toContain("<sitemapindex ");
    const files = locs(index.body);
    expect(files).toEqual(["/sitemap/pages.xml", "/sitemap/products/1.xml"]);

    const pages = await get("/sitemap/pages.xml");
    expect(pages.status).toBe(200);
    const cats = await server.services.db.select().from(categories);
    const subs = cats.flatMap((c) => c.subCategories.map((s) => `/${c.id}/${encodeURIComponent(s.url)}`));
    expect(subs.length).toBeGreaterThan(0);
    expect(locs(pages.body).sort()).toEqual(
      ["/", "/women", "/men", "/explore", ...subs, "/contact", "/faq", "/legal"].sort(),
    );

    const listed = await get("/sitemap/products/1.xml");
    expect(listed.status).toBe(200);
    expect(listed.body).toContain("<urlset ");
    expect(locs(listed.body).map(productUrl)).toEqual(newestFirst);
    expect(listed.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
  });

  it("splits the products into files of the set size without skipping or repeating one", async () => {
    const { db, config } = server.services;
    const perFile = 7;
    const files = Math.ceil(newestFirst.length / perFile);
    const index = await buildSitemapIndex(db, config.publicUrl, perFile);
    expect(locs(index)).toEqual([
      "/sitemap/pages.xml",
      ...Array.from({ length: files }, (_, i) => `/sitemap/products/${i + 1}.xml`),
    ]);
    const all: string[] = [];
    for (let n = 1; n <= files; n++) {
      const xml = await buildProductSitemap(db, config.publicUrl, n, perFile);
      expect(xml).not.toBeNull();
      const urls = locs(xml!).map(productUrl);
      expect(urls.length).toBe(n < files ? perFile : newestFirst.length - perFile * (files - 1));
      all.push(...urls);
    }
    expect(all).toEqual(newestFirst);
    expect(await buildProductSitemap(db, config.publicUrl, files + 1, perFile)).toBeNull();
  });

  it("answers 404 for a file that is not there", async () => {
    for (const path of [
      "/sitemap/products/2.xml",
      "/sitemap/products/0.xml",
      "/sitemap/products/01.xml",
      "/sitemap/products/-1.xml",
      "/sitemap/products/1.xmlx",
      "/sitemap/products/1",
      "/sitemap/products/99999999999.xml",
      "/sitemap/products/abc.xml",
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});
