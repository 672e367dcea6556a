// Putting a cancelled order's units back, inside the cancelling transaction. Exactly what the
// order still holds is returned (its 'order' movements less the 'cancel' ones already put back),
// to the variants that still exist; the caller's status change (placed → cancelled), or the
// lines' 'lines_cancelled' event, makes a second cancel find nothing, so it happens once.
import { and, eq, inArray, sql } from "drizzle-orm";
import { availabilityBand } from "../../../domain/stock";
import { stockLevels, stockMovements } from "../../db/schema";
import { announceStockChange, type Tx } from "./levels";
import { alertRestocked, byVariant } from "./restock-alerts";

export interface RestockedVariant {
  productId: string;
  size: string;
  color: string;
  onHand: number;
  /** It had none left before this. */
  wasSoldOut: boolean;
}

/** A variant and how many of it to put back. */
export interface VariantUnits {
  productId: string;
  size: string;
  color: string;
  quantity: number;
}

const variantKey = (v: Omit<VariantUnits, "quantity">) => `${v.productId}\u0000${v.size}\u0000${v.color}`;

/**
 * Puts back what the order holds: all of it, or with `only`, the units of those lines (never more
 * than the order took of a variant: a pre-order line may have taken none).
 */
export async function restoreStock(
  tx: Tx,
  orderId: string,
  only?: readonly VariantUnits[],
): Promise<RestockedVariant[]> {
  const held = await tx
    .select({
      productId: stockMovements.productId,
      size: stockMovements.size,
      color: stockMovements.color,
      quantity: sql<number>`(-sum(${stockMovements.delta}))::int`,
    })
    .from(stockMovements)
    .where(and(eq(stockMovements.orderId, orderId), inArray(stockMovements.reason, ["order", "cancel"])))
    .groupBy(stockMovements.productId, stockMovements.size, stockMovements.color)
    .orderBy(stockMovements.productId, stockMovements.size, stockMovements.color);
  // Two lines may hold one variant (placement reserves them together): their units add up.
  const wanted = only ? new Map<string, number>() : null;
  for (const v of only ?? []) wanted!.set(variantKey(v), (wanted!.get(variantKey(v)) ?? 0) + v.quantity);
  const taken = held
    .map((h) => ({
      ...h,
      quantity: Math.min(h.quantity, wanted ? (wanted.get(variantKey(h)) ?? 0) : h.quantity),
    }))
    .filter((h) => h.quantity > 0);
  const restocked: (RestockedVariant & { quantity: number })[] = [];
  for (const t of taken) {
    const [row] = await tx
      .update(stockLevels)
      .set({ onHand: sql`${stockLevels.onHand} + ${t.quantity}`, updatedAt: new Date() })
      .where(
        and(
          eq(stockLevels.productId, t.productId),
          eq(stockLevels.size, t.size),
          eq(stockLevels.color, t.color),
        ),
      )
      .returning({ onHand: stockLevels.onHand });
    // The variant was removed by staff since: nothing to put back onto.
    if (!row) continue;
    restocked.push({ ...t, onHand: row.onHand, wasSoldOut: row.onHand === t.quantity });
  }
  if (restocked.length === 0) return [];
  await tx.insert(stockMovements).values(
    restocked.map((r) => ({
      productId: r.productId,
      size: r.size,
      color: r.color,
      delta: r.quantity,
      onHandAfter: r.onHand,
      reason: "cancel" as const,
      orderId,
    })),
  );
  const changed = restocked.filter(
    (r) => availabilityBand(r.onHand) !== availabilityBand(r.onHand - r.quantity),
  );
  if (changed.length) await announceStockChange(tx, [...new Set(changed.map((r) => r.productId))]);
  // Units back from none: whoever asked to be told about that variant is told now.
  const back = restocked.filter((r) => r.wasSoldOut);
  for (const productId of [...new Set(back.map((r) => r.productId))].sort())
    await alertRestocked(
      tx,
      byVariant(
        productId,
        back.filter((r) => r.productId === productId),
      ),
    );
  return restocked.map(({ quantity: _q, ...r }) => r);
}
