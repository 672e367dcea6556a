// Category listings (docs/behaviour.md §7): audience, optional sub-category, newest first by default, with the
// shop's filters, counts and sorting, keyset-paged. Read from the in-process catalogue index
// (search/catalogue-index.ts); only the page's cards come from the database.
import type { ListingPage } from "../../../domain/catalogue";
import { NO_FILTERS, type CatalogueFilters, type SortKey } from "../../../domain/catalogue-filters";
import type { ProductListQuery, ProductPage } from "../../../domain/contracts/products";
import type { Db } from "../../db/client";
import { cardsByIds } from "./cards";
import { browse } from "./search/browse";
import { AUDIENCES, hasId, type CatalogueIndex } from "./search/catalogue-index";
import { catalogueIndex } from "./search/load-index";
import type { CataloguePage } from "./search-products";

export const EXPLORE_TAG = "explorePage";

const PAGE_AUDIENCES: Record<ListingPage, readonly string[]> = {
  women: ["unisex", "women"],
  men: ["unisex", "men"],
  explore: ["unisex", "women", "men"],
};

export interface ListingRequest extends Partial<Pick<ProductListQuery, "page" | "subCategory" | "cursor">> {
  limit?: number;
  filters?: CatalogueFilters;
  sort?: SortKey | null;
  facets?: boolean;
}

function* listingDocs(index: CatalogueIndex, page?: ListingPage, subCategory?: string): Generator<number> {
  const audiences = page ? PAGE_AUDIENCES[page].map((a) => AUDIENCES.indexOf(a as never)) : null;
  const tags = [page === "explore" ? EXPLORE_TAG : null, subCategory ?? null]
    .filter((t): t is string => t !== null)
    .map((t) => index.subCategories.names.indexOf(t));
  if (tags.some((t) => t < 0)) return;
  for (let doc = 0; doc < index.size; doc++) {
    if (audiences && !audiences.includes(index.audience[doc]!)) continue;
    if (tags.every((t) => hasId(index.subCategories, doc, t))) yield doc;
  }
}

export async function listCatalogue(db: Db, req: ListingRequest): Promise<CataloguePage> {
  const index = await catalogueIndex(db);
  const sort = req.sort && req.sort !== "relevance" ? req.sort : "newest";
  const result = browse(index, {
    docs: listingDocs(index, req.page, req.subCategory),
    filters: req.filters ?? NO_FILTERS,
    sort,
    cursor: req.cursor,
    limit: req.limit ?? 25,
    facets: req.facets ?? false,
  });
  return { ...result, items: await cardsByIds(db, result.ids) };
}

export async function listProducts(db: Db, query: ListingRequest): Promise<ProductPage> {
  const { items, nextCursor } = await listCatalogue(db, query);
  return { items, nextCursor };
}
