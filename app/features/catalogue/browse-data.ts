// What a filterable page (a listing, search results) hands its filter form: the choices made,
// the sort, and every choice on offer with its count.
import type { CatalogueFilters, Facets, SortKey } from "../../../domain/catalogue-filters";

export interface BrowseState {
  filters: CatalogueFilters;
  /** null: the page's default (newest for listings, relevance for search). */
  sort: SortKey | null;
  facets: Facets;
  /** Products matching the query and the filters. */
  total: number;
}

/** The API's comma-separated form of the filters, for Show More. */
export function filterQuery(
  state: Pick<BrowseState, "filters" | "sort">,
): Record<string, string | undefined> {
  const join = (vs: string[]) => (vs.length ? vs.join(",") : undefined);
  const { filters, sort } = state;
  return {
    size: join(filters.sizes),
    color: join(filters.colors),
    price: join(filters.prices),
    availability: join(filters.availability),
    sort: sort ?? undefined,
  };
}
