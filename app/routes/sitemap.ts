import type { Route } from "./+types/sitemap";
import { sitemapIndex } from "../features/seo/sitemap.server";

export const loader = ({ context }: Route.LoaderArgs) => sitemapIndex(context);
