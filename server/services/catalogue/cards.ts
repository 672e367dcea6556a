import type { ProductCard } from "../../../domain/contracts/products";
import type { StatusCode } from "../../../domain/types";
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { products } from "../../db/schema";
import type { CatalogueIndex } from "./search/catalogue-index";

export type CardRow = Pick<
  typeof products.$inferSelect,
  "id" | "title" | "url" | "basePriceCents" | "baseStatus" | "baseImagesColor" | "images"
>;

export const cardColumns = {
  id: true,
  title: true,
  url: true,
  basePriceCents: true,
  baseStatus: true,
  baseImagesColor: true,
  images: true,
} as const;

export function toCard(row: CardRow): ProductCard {
  const images = row.images[row.baseImagesColor] ?? Object.values(row.images)[0] ?? [];
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    basePriceCents: row.basePriceCents,
    baseStatus: row.baseStatus as StatusCode,
    image: images[0] ?? null,
    imageColor: row.baseImagesColor,
  };
}

/**
 * The cards of these products, in the order given (products removed meanwhile left out). With
 * the catalogue index, a card's status is the one the shop shows now: out of stock when no
 * variant has units left (docs/behaviour.md §3).
 */
export async function cardsByIds(
  db: Db,
  ids: string[],
  index?: Pick<CatalogueIndex, "slotOf" | "status">,
): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const found = await db.query.products.findMany({ columns: cardColumns, where: inArray(products.id, ids) });
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const slot = index?.slotOf.get(id);
    return [
      slot === undefined ? toCard(row) : { ...toCard(row), baseStatus: index!.status[slot] as StatusCode },
    ];
  });
}
