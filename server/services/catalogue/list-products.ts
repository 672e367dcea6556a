// Category listings (docs/behaviour.md §7): audience, optional sub-category, newest first by default, with the
// shop's filters, counts and sorting, keyset-paged. Read from the in-process catalogue index
// (search/catalogue-index.ts); only the page's cards come from the database.
import { type ListingPage, PAGE_AUDIENCES } from "../../../domain/catalogue";
import { NO_FILTERS, type CatalogueFilters, type SortKey } from "../../../domain/catalogue-filters";
import type { ProductListQuery, ProductPage } from "../../../domain/contracts/products";
import type { Db } from "../../db/client";
import { cardsByIds } from "./cards";
import { browse } from "./search/browse";
import { and, orInto, type Bits } from "./search/bitset";
import { AUDIENCES, FLAG, type CatalogueIndex } from "./search/catalogue-index";
import { catalogueIndex, indexIsWarming } from "./search/load-index";
import { EMPTY_FACETS, listFromSql } from "./sql-fallback";
import type { CataloguePage } from "./search-products";

export const EXPLORE_TAG = "explorePage";

export interface ListingRequest extends Partial<Pick<ProductListQuery, "page" | "subCategory" | "cursor">> {
  limit?: number;
  filters?: CatalogueFilters;
  sort?: SortKey | null;
  facets?: boolean;
}

/** A listing's products as a set (bitset.ts): live, of the page's audiences, with every tag. */
function listingSet(index: CatalogueIndex, page?: ListingPage, subCategory?: string): Bits {
  const set = new Uint32Array(index.words);
  if (page)
    for (const a of PAGE_AUDIENCES[page]) orInto(set, index.flags.of(FLAG.audience(AUDIENCES.indexOf(a))));
  else set.set(index.flags.of(FLAG.live));
  and(set, set, index.flags.of(FLAG.live));
  const tags = [page === "explore" ? EXPLORE_TAG : null, subCategory ?? null].filter(
    (t): t is string => t !== null,
  );
  for (const tag of tags) and(set, set, index.subCategories.bits.of(index.subCategories.idOf(tag)));
  return set;
}

function hasFilters(f: CatalogueFilters | undefined): boolean {
  return (
    !!f && (f.sizes.length > 0 || f.colors.length > 0 || f.prices.length > 0 || f.availability.length > 0)
  );
}

export async function listCatalogue(db: Db, req: ListingRequest): Promise<CataloguePage> {
  const sort = req.sort && req.sort !== "relevance" ? req.sort : "newest";
  if (indexIsWarming(db) && !hasFilters(req.filters)) {
    // The index is still being built: an unfiltered listing needs none (sql-fallback.ts).
    const tags = [req.page === "explore" ? EXPLORE_TAG : null, req.subCategory ?? null].filter(
      (t): t is string => t !== null,
    );
    const found = await listFromSql(db, {
      page: req.page,
      tags,
      sort,
      cursor: req.cursor,
      limit: req.limit ?? 25,
    });
    const facets = req.facets ? EMPTY_FACETS : null;
    return { ...found, facets, items: await cardsByIds(db, found.ids), provisional: true };
  }
  const index = await catalogueIndex(db);
  const result = browse(index, {
    candidates: listingSet(index, req.page, req.subCategory),
    filters: req.filters ?? NO_FILTERS,
    sort,
    cursor: req.cursor,
    limit: req.limit ?? 25,
    facets: req.facets ?? false,
  });
  return { ...result, items: await cardsByIds(db, result.ids, index) };
}

export async function listProducts(db: Db, query: ListingRequest): Promise<ProductPage> {
  const { items, nextCursor } = await listCatalogue(db, query);
  return { items, nextCursor };
}
