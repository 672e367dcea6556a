// The search loader: the tidied term and, when there is one, the first page of results.
import type { RouterContextProvider } from "react-router";
import { PAGE_SIZE } from "../../../domain/catalogue";
import { parseFilters } from "../../../domain/catalogue-filters";
import { cachedSearch } from "../../../server/services/catalogue/cached-reads";
import { servicesFrom } from "../../lib/context.server";
import type { SearchData } from "./search-data";
import { searchTermFrom } from "../../../domain/search-term";
import { afterCursor, pageAfter } from "./page-after.server";

export async function loadSearch(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SearchData> {
  const params = new URL(request.url).searchParams;
  const term = searchTermFrom(params);
  if (!term) return { term, results: null, browse: null };
  const { filters, sort } = parseFilters(params);
  const found = await pageAfter(afterCursor(params), (cursor) =>
    cachedSearch(servicesFrom(context), { q: term, cursor, limit: PAGE_SIZE, filters, sort, facets: true }),
  );
  return {
    term,
    results: { items: found.items, nextCursor: found.nextCursor },
    browse: { filters, sort, facets: found.facets!, total: found.total! },
  };
}
