// Category listings (SPEC §7): audience filter, optional sub-category, newest first, keyset paging.
import { and, arrayContains, desc, inArray, lt, or, eq, type SQL } from "drizzle-orm";
import type { ListingPage } from "../../../domain/catalogue";
import type { ProductListQuery, ProductPage } from "../../../domain/contracts/products";
import type { Audience } from "../../../domain/types";
import type { Db } from "../../db/client";
import { products } from "../../db/schema";
import { cardColumns, toCard } from "./cards";
import { decodeCursor, encodeCursor } from "./cursor";

export const EXPLORE_TAG = "explorePage";

const AUDIENCES: Record<ListingPage, Audience[]> = {
  women: ["unisex", "women"],
  men: ["unisex", "men"],
  explore: ["unisex", "women", "men"],
};

export async function listProducts(db: Db, query: Partial<ProductListQuery>): Promise<ProductPage> {
  const limit = query.limit ?? 25;
  const where: SQL[] = [];
  if (query.page) {
    where.push(inArray(products.category, AUDIENCES[query.page]));
    if (query.page === "explore") where.push(arrayContains(products.subCategories, [EXPLORE_TAG]));
  }
  if (query.subCategory) where.push(arrayContains(products.subCategories, [query.subCategory]));
  if (query.cursor) {
    const k = decodeCursor(query.cursor);
    where.push(
      or(
        lt(products.createdAt, k.createdAt),
        and(eq(products.createdAt, k.createdAt), lt(products.id, k.id)),
      )!,
    );
  }
  const rows = await db.query.products.findMany({
    columns: { ...cardColumns, createdAt: true },
    where: where.length ? and(...where) : undefined,
    orderBy: [desc(products.createdAt), desc(products.id)],
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toCard),
    nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}
