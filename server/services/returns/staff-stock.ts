// A return's units and the stock: on receipt they go back onto their variants (sign 1); a return
// rejected after receipt goes back to the customer, so they come off again (sign -1). Each change
// is a 'return' movement naming the order and the return. The caller's status change under the
// return's row lock makes each happen once.
import { and, eq, gte, sql } from "drizzle-orm";
import { availabilityBand } from "../../../domain/stock";
import { stockLevels, stockMovements } from "../../db/schema";
import { conflict } from "../errors";
import { announceStockChange, type Tx } from "../stock/levels";
import { alertRestocked, byVariant as variantsOf } from "../stock/restock-alerts";

export interface ReturnedUnits {
  productId: string;
  size: string;
  color: string;
  quantity: number;
  title: string;
}

function byVariant(units: readonly ReturnedUnits[]): ReturnedUnits[] {
  const map = new Map<string, ReturnedUnits>();
  for (const u of units) {
    const key = JSON.stringify([u.productId, u.size, u.color]);
    const seen = map.get(key);
    map.set(key, seen ? { ...seen, quantity: seen.quantity + u.quantity } : { ...u });
  }
  // A fixed order, as in reserve.ts, so two transactions lock variants alike.
  return [...map.values()].sort((a, b) =>
    JSON.stringify([a.productId, a.size, a.color]) < JSON.stringify([b.productId, b.size, b.color]) ? -1 : 1,
  );
}

export async function moveReturnedUnits(
  tx: Tx,
  ids: { orderId: string; returnId: string; staffUserId: string },
  units: readonly ReturnedUnits[],
  sign: 1 | -1,
): Promise<void> {
  const moved: (typeof stockMovements.$inferInsert)[] = [];
  const backFromNone: ReturnedUnits[] = [];
  const bandChanged = new Set<string>();
  for (const v of byVariant(units)) {
    const where = and(
      eq(stockLevels.productId, v.productId),
      eq(stockLevels.size, v.size),
      eq(stockLevels.color, v.color),
    );
    const delta = sign * v.quantity;
    const [row] = await tx
      .update(stockLevels)
      .set({ onHand: sql`${stockLevels.onHand} + ${delta}`, updatedAt: new Date() })
      .where(sign < 0 ? and(where, gte(stockLevels.onHand, v.quantity)) : where)
      .returning({ onHand: stockLevels.onHand });
    if (!row) {
      // Taking units off that have been sold since would oversell: refuse the whole step.
      if (sign < 0)
        throw conflict(`The returned ${v.title} (${v.size}) has been sold again since it was received.`);
      // The variant was removed by staff since: nothing to put back onto.
      continue;
    }
    moved.push({ ...pick(v), delta, onHandAfter: row.onHand, reason: "return", ...ids });
    if (availabilityBand(row.onHand) !== availabilityBand(row.onHand - delta)) bandChanged.add(v.productId);
    if (sign > 0 && row.onHand === v.quantity) backFromNone.push(v);
  }
  if (moved.length > 0) await tx.insert(stockMovements).values(moved);
  if (bandChanged.size) await announceStockChange(tx, [...bandChanged]);
  // Units back from none: whoever asked to be told about that variant is told now (decision 65).
  for (const productId of [...new Set(backFromNone.map((v) => v.productId))].sort())
    await alertRestocked(
      tx,
      variantsOf(
        productId,
        backFromNone.filter((v) => v.productId === productId),
      ),
    );
}

const pick = (v: ReturnedUnits) => ({ productId: v.productId, size: v.size, color: v.color });
