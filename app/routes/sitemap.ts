import type { Route } from "./+types/sitemap";
import { sitemapFor } from "../features/seo/sitemap.server";

export async function loader({ context }: Route.LoaderArgs) {
  return new Response(await sitemapFor(context), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
