import type { Route } from "./+types/sitemap-products";
import { productSitemap } from "../features/seo/sitemap.server";

export const loader = ({ context, params }: Route.LoaderArgs) => productSitemap(context, params.file);
