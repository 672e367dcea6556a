// The shop's catalogue reads, served from the process cache (catalogue-cache.ts). Pages and the
// public API go through here; anything that prices or checks (bag refresh, order placement, the
// dashboard) reads the database directly.
import type { ProductListQuery, ProductSearchQuery } from "../../../domain/contracts/products";
import type { Services } from "../services";
import { listCategories } from "../categories";
import { getProductByUrl } from "./get-product";
import { listProducts } from "./list-products";
import { searchProducts } from "./search-products";
import { forgetCatalogueIndexes } from "./search/load-index";

type Readers = Pick<Services, "db" | "catalogue">;

export const cachedCategories = (s: Readers) => s.catalogue.get("categories", () => listCategories(s.db));

export function cachedListing(s: Readers, q: Partial<ProductListQuery>) {
  const key = `list\u0000${q.page ?? ""}\u0000${q.subCategory ?? ""}\u0000${q.cursor ?? ""}\u0000${q.limit ?? ""}`;
  return s.catalogue.get(key, () => listProducts(s.db, q));
}

export const cachedProduct = (s: Readers, url: string) =>
  s.catalogue.get(`product\u0000${url}`, () => getProductByUrl(s.db, url));

export function cachedSearch(s: Readers, q: ProductSearchQuery) {
  const key = `search\u0000${q.q}\u0000${q.cursor ?? ""}\u0000${q.limit}`;
  return s.catalogue.get(key, () => searchProducts(s.db, q));
}

/** After a staff write: forget here at once, and tell every other server process. */
export async function catalogueChanged(s: Pick<Services, "catalogue" | "pages" | "live">): Promise<void> {
  s.catalogue.invalidate();
  s.pages.invalidate();
  forgetCatalogueIndexes();
  await s.live.publish({ type: "catalogue" });
}
