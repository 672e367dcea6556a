// Reserving stock for an order, inside the order's transaction: one conditional decrement per
// variant, in a fixed order (so two orders never wait on each other's rows in opposite orders).
// The database refuses what is not there; the whole order is then refused with 409 and rolls
// back, so a refusal writes nothing (DESIGN: "Stock is a row, not a status").
import { and, eq, gte, sql } from "drizzle-orm";
import { PRE_ORDER } from "../../../domain/status";
import { notEnoughForExchange } from "../../../domain/return-request";
import { availabilityBand, notEnoughStock } from "../../../domain/stock";
import { stockLevels, stockMovements } from "../../db/schema";
import { rows } from "../../db/rows";
import { conflict, type ServiceError } from "../errors";
import { announceStockChange, type Tx } from "./levels";

export interface ReservedLine {
  position: number;
  productId: string;
  title: string;
  size: string;
  color: string;
  quantity: number;
  /** The line's status: a pre-order size without an allocation has no limit. */
  status: number;
}

interface Variant {
  productId: string;
  size: string;
  color: string;
  quantity: number;
  lines: ReservedLine[];
}

function byVariant(lines: readonly ReservedLine[]): Variant[] {
  const map = new Map<string, Variant>();
  for (const line of lines) {
    const key = JSON.stringify([line.productId, line.size, line.color]);
    const v = map.get(key) ?? {
      productId: line.productId,
      size: line.size,
      color: line.color,
      quantity: 0,
      lines: [],
    };
    v.quantity += line.quantity;
    v.lines.push(line);
    map.set(key, v);
  }
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...map.values()].sort(
    (a, b) => cmp(a.productId, b.productId) || cmp(a.size, b.size) || cmp(a.color, b.color),
  );
}

export function insufficientStock(
  variant: Pick<Variant, "lines" | "color">,
  left: number,
  purpose: ReserveFor = { reason: "order" },
): ServiceError {
  const first = variant.lines[0]!;
  const field = left > 0 ? `Only ${left} left.` : "Sold out.";
  return conflict(
    // An exchange is for another colour or size of the same piece: its refusal names both, as
    // the customer's request form did (domain/return-request.ts).
    purpose.reason === "exchange"
      ? notEnoughForExchange(first.title, first.size, variant.color, left)
      : notEnoughStock(first.title, first.size, left),
    Object.fromEntries(variant.lines.map((l) => [`lines.${l.position}.quantity`, field])),
    "insufficient_stock",
  );
}

/** Why the units leave: an order, or an exchange's replacement (which names its return). */
export type ReserveFor = { reason: "order" } | { reason: "exchange"; returnId: string };

const rowOf = (v: Variant) =>
  and(eq(stockLevels.productId, v.productId), eq(stockLevels.size, v.size), eq(stockLevels.color, v.color));

/**
 * Takes one variant's units if they are there, and writes the movement that says so: one
 * statement, one round trip (a data-modifying WITH; no row when the stock was short). Returns
 * what is left on hand, or null when nothing was taken.
 */
async function take(tx: Tx, v: Variant, orderId: string, why: ReserveFor): Promise<number | null> {
  const decrement = tx
    .update(stockLevels)
    .set({ onHand: sql`${stockLevels.onHand} - ${v.quantity}`, updatedAt: new Date() })
    .where(and(rowOf(v), gte(stockLevels.onHand, v.quantity)))
    .returning({ onHand: stockLevels.onHand });
  const returnId = why.reason === "exchange" ? why.returnId : null;
  const [moved] = await rows<{ on_hand_after: number }>(
    tx,
    sql`with taken as (${decrement.getSQL()})
      insert into ${stockMovements} (product_id, size, color, delta, on_hand_after, reason, order_id, return_id)
      select ${v.productId}, ${v.size}, ${v.color}, ${-v.quantity}, taken.on_hand, ${why.reason}, ${orderId}, ${returnId}
      from taken
      returning on_hand_after`,
  );
  return moved ? Number(moved.on_hand_after) : null;
}

/** Takes the units of every line or throws a conflict before anything is kept. */
export async function reserveStock(
  tx: Tx,
  orderId: string,
  lines: readonly ReservedLine[],
  purpose: ReserveFor = { reason: "order" },
): Promise<void> {
  const bandChanged = new Set<string>();
  for (const v of byVariant(lines)) {
    const left = await take(tx, v, orderId, purpose);
    if (left !== null) {
      if (availabilityBand(left) !== availabilityBand(left + v.quantity)) bandChanged.add(v.productId);
      continue;
    }
    const [row] = await tx.select({ onHand: stockLevels.onHand }).from(stockLevels).where(rowOf(v));
    // No row: a pre-order size sold without an allocation; anything else has nothing to sell.
    if (!row && v.lines.every((l) => l.status === PRE_ORDER)) continue;
    throw insufficientStock(v, row?.onHand ?? 0, purpose);
  }
  if (bandChanged.size) await announceStockChange(tx, [...bandChanged]);
}
