// Reading stock: the variants of some products, for the shop's availability and the dashboard.
import { inArray, sql } from "drizzle-orm";
import type { VariantStock } from "../../../domain/stock";
import type { Db } from "../../db/client";
import { stockLevels } from "../../db/schema";
import { LIVE_CHANNEL } from "../../live/hub";

export type Tx = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

export async function readStock(db: Pick<Db, "select">, productIds: readonly string[]) {
  const byProduct = new Map<string, VariantStock[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      productId: stockLevels.productId,
      size: stockLevels.size,
      color: stockLevels.color,
      onHand: stockLevels.onHand,
    })
    .from(stockLevels)
    .where(inArray(stockLevels.productId, [...productIds]));
  for (const { productId, ...level } of rows) {
    const list = byProduct.get(productId) ?? [];
    list.push(level);
    byProduct.set(productId, list);
  }
  return byProduct;
}

export async function readProductStock(db: Pick<Db, "select">, productId: string): Promise<VariantStock[]> {
  return (await readStock(db, [productId])).get(productId) ?? [];
}

/**
 * Tells every server process, at commit and only then, that what the shop shows of stock has
 * changed ('Only 2 left' became 'Only 1 left', or a variant sold out or came back), so their
 * cached pages are dropped and the products are read again into their catalogue index (decision
 * 55). Sent from inside the transaction: a rolled-back order says nothing.
 */
export async function announceStockChange(
  tx: Pick<Db, "execute">,
  productIds: readonly string[],
): Promise<void> {
  const event = { type: "catalogue", productIds };
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`);
}
