import type { Route } from "./+types/robots";
import { servicesFrom } from "../lib/context.server";

export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = servicesFrom(context).config;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /account",
    "Disallow: /bag",
    "Disallow: /checkout",
    "Disallow: /dashboard",
    "Disallow: /api/",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
