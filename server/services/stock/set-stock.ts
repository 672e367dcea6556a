// Staff set stock with the product form, inside the product's own transaction, and every change
// is logged with who made it. The form's cells are changes from what it loaded, applied to what
// is on hand at the save (decision 66); a cell without its loaded figure is a count. Variants the
// product no longer sells lose their row (logged too), and every stock-managed variant keeps a
// row, so 'Low stock' and the totals see a variant nobody has counted yet as the 0 it is.
import { and, eq, sql } from "drizzle-orm";
import {
  isStockManaged,
  restockedVariants,
  wantedOnHand,
  type StockCell,
  type VariantStock,
} from "../../../domain/stock";
import type { ProductSize } from "../../../domain/types";
import { stockLevels, stockMovements } from "../../db/schema";
import type { Tx } from "./levels";
import { alertRestocked, byVariant } from "./restock-alerts";

const key = (size: string, color: string) => JSON.stringify([size, color]);

export interface StockChange {
  size: string;
  color: string;
  before: number | null;
  after: number | null;
}

/** What each variant should hold after the save; absent from the map means no row. */
function targets(sizes: readonly ProductSize[], current: Map<string, number>, cells?: readonly StockCell[]) {
  const given = cells
    ? new Map(cells.map((c) => [key(c.size, c.color), wantedOnHand(c, current.get(key(c.size, c.color)))]))
    : null;
  const want = new Map<string, VariantStock>();
  for (const size of sizes)
    for (const color of size.colors) {
      const k = key(size.key, color);
      const n = given ? given.get(k) : current.get(k);
      if (n !== undefined) want.set(k, { size: size.key, color, onHand: n });
      else if (isStockManaged(size.status)) want.set(k, { size: size.key, color, onHand: 0 });
    }
  return want;
}

/**
 * Saves the grid (or, without one, keeps the counts and tidies the rows) and answers the 'Notify
 * me' requests of every variant this save puts back on sale. `before` is the product's sizes as
 * they were (null for a new product).
 */
export async function saveProductStock(
  tx: Tx,
  productId: string,
  before: readonly ProductSize[] | null,
  sizes: readonly ProductSize[],
  cells: readonly StockCell[] | undefined,
  staffUserId: string | null,
): Promise<StockChange[]> {
  // Locked in key order, as placement locks them, so a save and an order never deadlock.
  const rows = await tx
    .select({ size: stockLevels.size, color: stockLevels.color, onHand: stockLevels.onHand })
    .from(stockLevels)
    .where(eq(stockLevels.productId, productId))
    .orderBy(stockLevels.size, stockLevels.color)
    .for("update");
  const current = new Map(rows.map((r) => [key(r.size, r.color), r.onHand]));
  const want = targets(sizes, current, cells);
  const changes: StockChange[] = [];
  for (const [k, v] of want) {
    const before = current.get(k) ?? null;
    if (before === v.onHand) continue;
    await tx
      .insert(stockLevels)
      .values({ productId, ...v })
      .onConflictDoUpdate({
        target: [stockLevels.productId, stockLevels.size, stockLevels.color],
        set: { onHand: v.onHand, updatedAt: new Date() },
      });
    changes.push({ size: v.size, color: v.color, before, after: v.onHand });
  }
  for (const r of rows) {
    if (want.has(key(r.size, r.color))) continue;
    await tx
      .delete(stockLevels)
      .where(
        and(
          eq(stockLevels.productId, productId),
          eq(stockLevels.size, r.size),
          eq(stockLevels.color, r.color),
        ),
      );
    changes.push({ size: r.size, color: r.color, before: r.onHand, after: null });
  }
  const logged = changes.filter((c) => (c.after ?? 0) !== (c.before ?? 0));
  if (logged.length > 0) {
    await tx.insert(stockMovements).values(
      logged.map((c) => ({
        productId,
        size: c.size,
        color: c.color,
        delta: (c.after ?? 0) - (c.before ?? 0),
        onHandAfter: c.after ?? 0,
        reason: "staff" as const,
        staffUserId,
      })),
    );
  }
  if (before) {
    const back = restockedVariants({ sizes: before, levels: rows }, { sizes, levels: [...want.values()] });
    await alertRestocked(tx, byVariant(productId, back));
  }
  return changes;
}

/** Per product: units on hand over its variants, and whether any is down to LOW_STOCK or less. */
export const stockTotals = {
  total: (productId: unknown) =>
    sql<number>`(select coalesce(sum(s.on_hand), 0)::int from stock_levels s where s.product_id = ${productId})`,
  low: (productId: unknown, threshold: number) =>
    sql<boolean>`exists (select 1 from stock_levels s where s.product_id = ${productId} and s.on_hand <= ${threshold})`,
};
