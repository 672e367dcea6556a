import type { Route } from "./+types/sitemap-pages";
import { pagesSitemap } from "../features/seo/sitemap.server";

export const loader = ({ context }: Route.LoaderArgs) => pagesSitemap(context);
