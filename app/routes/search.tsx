import { seoMeta } from "../lib/seo";
import { loadSearch } from "../features/catalogue/search-data.server";
import { searchTitle } from "../../domain/search-term";
import { SearchView } from "../features/catalogue/search-view";
import { shellOrigin } from "../features/shell/shell-origin";
import type { Route } from "./+types/search";

export const loader = ({ request, context }: Route.LoaderArgs) => loadSearch(request, context);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta({
    title: searchTitle(loaderData.term),
    description: loaderData.term
      ? `Search results for "${loaderData.term}" at Atelier, the official online boutique.`
      : "Search Atelier, the official online boutique: coats, knitwear, tailoring and leather goods.",
    // One canonical page for every query, and none of them indexed: results are not content.
    path: "/search",
    origin: shellOrigin(matches),
    noindex: true,
  });

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchView data={loaderData} />;
}
