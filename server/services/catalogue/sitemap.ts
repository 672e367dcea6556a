// The sitemaps (decision 96). /sitemap.xml is an index of smaller files: the shop's own pages
// (home, listings and their sub-categories, help and legal pages) in one, and the product pages
// in files of SITEMAP_PRODUCTS_PER_FILE, newest first. The sitemap protocol takes at most 50,000
// URLs per file, and one file of every product grew with the catalogue (~12 MB built in memory
// per request at 100,000 products).
import { count, desc, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories, products } from "../../db/schema";

/** Product pages per sitemap file: well under the protocol's 50,000, ~1 MB of XML. */
export const SITEMAP_PRODUCTS_PER_FILE = 10_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );

function urlSet(origin: string, entries: { loc: string; lastmod?: Date }[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeXml(origin + e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ""}</url>`,
  );
  return `${XML_HEAD}<urlset ${NS}>${urls.join("")}</urlset>\n`;
}

/** Where the n-th file of product pages is (n from 1). */
export const productSitemapPath = (n: number) => `/sitemap/products/${n}.xml`;
export const PAGES_SITEMAP_PATH = "/sitemap/pages.xml";

/** /sitemap.xml: the shop's pages, then one file per SITEMAP_PRODUCTS_PER_FILE products. */
export async function buildSitemapIndex(db: Db, origin: string, perFile = SITEMAP_PRODUCTS_PER_FILE) {
  const [row] = await db.select({ n: count() }).from(products);
  const files = Math.ceil((row?.n ?? 0) / perFile);
  const locs = [PAGES_SITEMAP_PATH, ...Array.from({ length: files }, (_, i) => productSitemapPath(i + 1))];
  const items = locs.map((loc) => `<sitemap><loc>${escapeXml(origin + loc)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex ${NS}>${items.join("")}</sitemapindex>\n`;
}

/** The shop's own pages: home, the three listings and their sub-categories, help and legal. */
export async function buildPagesSitemap(db: Db, origin: string): Promise<string> {
  const cats = await db.select().from(categories);
  return urlSet(origin, [
    { loc: "/" },
    ...["women", "men", "explore"].map((p) => ({ loc: `/${p}` })),
    ...cats.flatMap((c) => c.subCategories.map((s) => ({ loc: `/${c.id}/${encodeURIComponent(s.url)}` }))),
    { loc: "/contact" },
    { loc: "/faq" },
    { loc: "/legal" },
  ]);
}

/**
 * The n-th file of product pages (n from 1), newest first, or null past the last. Where the file
 * starts is found on the (created_at, id) index alone; only its own rows are read from the table.
 */
export async function buildProductSitemap(
  db: Db,
  origin: string,
  n: number,
  perFile = SITEMAP_PRODUCTS_PER_FILE,
): Promise<string | null> {
  if (!Number.isSafeInteger(n) || n < 1) return null;
  const [start] = await db
    .select({ createdAt: products.createdAt, id: products.id })
    .from(products)
    .orderBy(desc(products.createdAt), desc(products.id))
    .offset((n - 1) * perFile)
    .limit(1);
  if (!start) return null;
  const rows = await db
    .select({ url: products.url, updatedAt: products.updatedAt })
    .from(products)
    .where(sql`(${products.createdAt}, ${products.id}) <= (${start.createdAt}, ${start.id})`)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(perFile);
  if (rows.length === 0) return null;
  return urlSet(
    origin,
    rows.map((r) => ({ loc: `/product/${encodeURIComponent(r.url)}`, lastmod: r.updatedAt })),
  );
}
