// The search loader: the tidied term and, when there is one, the first page of results.
import type { RouterContextProvider } from "react-router";
import { PAGE_SIZE } from "../../../domain/catalogue";
import { cachedSearch } from "../../../server/services/catalogue/cached-reads";
import { servicesFrom } from "../../lib/context.server";
import type { SearchData } from "./search-data";
import { searchTermFrom } from "./search-term";

export async function loadSearch(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SearchData> {
  const term = searchTermFrom(new URL(request.url).searchParams);
  if (!term) return { term, results: null };
  const results = await cachedSearch(servicesFrom(context), { q: term, limit: PAGE_SIZE });
  return { term, results };
}
