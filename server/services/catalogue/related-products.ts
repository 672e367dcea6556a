// The cards of 'You May Also Like' under a product (search/related.ts chooses them on the index).
import type { ProductCard } from "../../../domain/contracts/products";
import type { Db } from "../../db/client";
import { cardsByIds } from "./cards";
import { relatedIds } from "./search/related";
import { catalogueIndex, indexIsWarming } from "./search/load-index";

/**
 * The related pieces' cards, best first. While the start-up build of the index runs the row is
 * left out rather than made to wait (the page is complete without it; decision 127).
 */
export async function relatedProducts(db: Db, productId: string): Promise<ProductCard[]> {
  if (indexIsWarming(db)) return [];
  const index = await catalogueIndex(db);
  return cardsByIds(db, relatedIds(index, productId), index);
}
