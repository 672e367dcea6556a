// The shop's catalogue reads, served from the process cache (catalogue-cache.ts). Pages and the
// public API go through here; anything that prices or checks (bag refresh, order placement, the
// dashboard) reads the database directly.
import {
  filterParams,
  NO_FILTERS,
  type CatalogueFilters,
  type SortKey,
} from "../../../domain/catalogue-filters";
import type { Services } from "../../services-type";
import { listCategories } from "../categories";
import { getProductByUrl } from "./get-product";
import { listCatalogue, type ListingRequest } from "./list-products";
import { relatedProducts } from "./related-products";
import { searchCatalogue, type SearchRequest } from "./search-products";
import { suggest } from "./suggest";
import { indexIsWarming, productsChanged } from "./search/load-index";

type Readers = Pick<Services, "db" | "catalogue">;

export const cachedCategories = (s: Readers) => s.catalogue.get("categories", () => listCategories(s.db));

/** Listing and search requests carry filters and a sort; the cache key spells them all out. */
function filterKey(q: { filters?: CatalogueFilters | undefined; sort?: SortKey | null | undefined }): string {
  return filterParams(q.filters ?? NO_FILTERS, q.sort ?? null).toString();
}

export function cachedListing(s: Readers, q: ListingRequest) {
  const key = `list\u0000${q.page ?? ""}\u0000${q.subCategory ?? ""}\u0000${q.cursor ?? ""}\u0000${q.limit ?? ""}\u0000${filterKey(q)}\u0000${q.facets ? 1 : 0}`;
  return s.catalogue.get(
    key,
    () => listCatalogue(s.db, q),
    (v) => !v.provisional,
  );
}

export const cachedProduct = (s: Readers, url: string) =>
  s.catalogue.get(`product\u0000${url}`, () => getProductByUrl(s.db, url));

/** A product's 'You May Also Like' cards; not kept while the index is built (they are left out). */
export function cachedRelated(s: Readers, productId: string) {
  const ready = !indexIsWarming(s.db);
  return s.catalogue.get(
    `related\u0000${productId}`,
    () => relatedProducts(s.db, productId),
    () => ready,
  );
}

export function cachedSearch(s: Readers, q: SearchRequest) {
  const key = `search\u0000${q.q}\u0000${q.cursor ?? ""}\u0000${q.limit}\u0000${filterKey(q)}\u0000${q.facets ? 1 : 0}`;
  return s.catalogue.get(
    key,
    () => searchCatalogue(s.db, q),
    (v) => !v.provisional,
  );
}

export function cachedSuggestions(s: Readers, q: string) {
  // Suggestions read from SQL while the index is built are not kept (sql-fallback.ts).
  const ready = !indexIsWarming(s.db);
  return s.catalogue.get(
    `suggest\u0000${q}`,
    async () => suggest(s.db, await cachedCategories(s), q),
    () => ready,
  );
}

/**
 * After a staff write: the named products are read again into this process's catalogue index
 * (decision 55), cached reads are forgotten here at once, and every other server process is told.
 * Pages and design name no product.
 */
export async function catalogueChanged(
  s: Pick<Services, "db" | "catalogue" | "pages" | "live">,
  productIds: readonly string[] = [],
): Promise<void> {
  await productsChanged(s.db, productIds);
  s.catalogue.invalidate();
  s.pages.invalidate();
  await s.live.publish(
    productIds.length ? { type: "catalogue", productIds: [...productIds] } : { type: "catalogue" },
  );
}
