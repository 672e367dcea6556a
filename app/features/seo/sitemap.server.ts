// The sitemap files' answers (server/services/catalogue/sitemap.ts builds them).
import { data, type RouterContextProvider } from "react-router";
import {
  buildPagesSitemap,
  buildProductSitemap,
  buildSitemapIndex,
} from "../../../server/services/catalogue/sitemap";
import { servicesFrom } from "../../lib/context.server";

type Context = Readonly<RouterContextProvider>;

/** Crawlers fetch these rarely; a shared cache may keep them ten minutes. */
const xml = (body: string) =>
  new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });

export async function sitemapIndex(context: Context): Promise<Response> {
  const { db, config } = servicesFrom(context);
  return xml(await buildSitemapIndex(db, config.publicUrl));
}

export async function pagesSitemap(context: Context): Promise<Response> {
  const { db, config } = servicesFrom(context);
  return xml(await buildPagesSitemap(db, config.publicUrl));
}

/** `/sitemap/products/{n}.xml`; 404 for any other name and past the last file. */
export async function productSitemap(context: Context, file: string | undefined): Promise<Response> {
  const n = /^[1-9]\d{0,6}\.xml$/.test(file ?? "") ? Number.parseInt(file!, 10) : 0;
  const { db, config } = servicesFrom(context);
  const body = n > 0 ? await buildProductSitemap(db, config.publicUrl, n) : null;
  if (body === null) throw data(null, { status: 404 });
  return xml(body);
}
