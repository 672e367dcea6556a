import type { RouterContextProvider } from "react-router";
import { buildSitemap } from "../../../server/services/catalogue/sitemap";
import { servicesFrom } from "../../lib/context.server";

export function sitemapFor(context: Readonly<RouterContextProvider>): Promise<string> {
  const { db, config } = servicesFrom(context);
  return buildSitemap(db, config.publicUrl);
}
