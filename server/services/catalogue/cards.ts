import type { ProductCard } from "../../../domain/contracts/products";
import type { StatusCode } from "../../../domain/types";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rows } from "../../db/rows";
import type { products } from "../../db/schema";
import type { CatalogueIndex } from "./search/catalogue-index";

export type CardRow = Pick<
  typeof products.$inferSelect,
  "id" | "title" | "url" | "basePriceCents" | "baseStatus" | "baseImagesColor" | "images"
>;

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
 * the catalogue index, cards it keeps are not read again (search/card-cache.ts), and a card's
 * status is the one the shop shows now: out of stock when no variant has units left
 * (docs/behaviour.md §3).
 */
export async function cardsByIds(
  db: Db,
  ids: string[],
  index?: Pick<CatalogueIndex, "slotOf" | "status" | "cards">,
): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const byId = new Map<string, ProductCard>();
  for (const id of ids) {
    const kept = index?.cards.get(id);
    if (kept) byId.set(id, kept);
  }
  if (byId.size < ids.length) {
    const mark = index?.cards.mark();
    const found = await cardRows(
      db,
      ids.filter((id) => !byId.has(id)),
    );
    if (index) index.cards.store(found, mark!);
    for (const card of found) byId.set(card.id, card);
  }
  return ids.flatMap((id) => {
    const card = byId.get(id);
    if (!card) return [];
    const slot = index?.slotOf(id);
    return [slot === undefined ? card : { ...card, baseStatus: index!.status[slot] as StatusCode }];
  });
}

/**
 * Cards straight from SQL, the first picture chosen in the query as toCard chooses it (the base
 * colour's, else the first colour's in the stored order): a listing or search page reads 25 small
 * rows instead of every colour's image list, and skips the query builder, a tenth of a search
 * request's CPU (docs/benchmarks.md §2).
 */
async function cardRows(db: Db, ids: string[]): Promise<ProductCard[]> {
  return rows<ProductCard>(
    db,
    sql`select id, title, url, base_price_cents as "basePriceCents", base_status as "baseStatus",
          coalesce(images -> base_images_color, (select value from jsonb_each(images) limit 1)) ->> 0 as image,
          base_images_color as "imageColor"
        from products where id = any(${sql.param(ids)}::text[])`,
  );
}
