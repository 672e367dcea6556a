// /sitemap.xml: home, listing pages and their sub-categories, every product, legal and help pages.
import { desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories, products } from "../../db/schema";

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );

export async function buildSitemap(db: Db, origin: string): Promise<string> {
  const [cats, rows] = await Promise.all([
    db.select().from(categories),
    db
      .select({ url: products.url, updatedAt: products.updatedAt })
      .from(products)
      .orderBy(desc(products.createdAt)),
  ]);
  const entries: { loc: string; lastmod?: Date }[] = [
    { loc: "/" },
    ...["women", "men", "explore"].map((p) => ({ loc: `/${p}` })),
    ...cats.flatMap((c) => c.subCategories.map((s) => ({ loc: `/${c.id}/${encodeURIComponent(s.url)}` }))),
    ...rows.map((r) => ({ loc: `/product/${encodeURIComponent(r.url)}`, lastmod: r.updatedAt })),
    { loc: "/contact" },
    { loc: "/faq" },
    { loc: "/legal" },
  ];
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeXml(origin + e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join("")}</urlset>\n`;
}
