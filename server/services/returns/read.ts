// Reading returns: an order's returns as the API shows them, and what each of the order's lines
// may still be returned or exchanged for (docs/behaviour.md §4 Returns). Used by the request
// (inside its transaction, after the order's lock) and by the order pages.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Order } from "../../../domain/contracts/orders";
import type { ReturnView, ReturnableLineView } from "../../../domain/contracts/returns";
import {
  ACTIVE_RETURN_STATUSES,
  RETURN_WINDOW_DAYS,
  deliveredAtByLine,
  exchangeOptions,
  type ReturnStatus,
  type ReturnableLine,
} from "../../../domain/returns";
import type { Db } from "../../db/client";
import { products, returnEvents, returnLines, returns, stockLevels } from "../../db/schema";

type Reader = Pick<Db, "select">;
type ReturnRow = typeof returns.$inferSelect;
const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The returns of one order, oldest first, with their lines and events. */
export async function returnsOfOrder(db: Reader, order: Order): Promise<ReturnView[]> {
  const rows = await db
    .select()
    .from(returns)
    .where(eq(returns.orderId, order.id))
    .orderBy(asc(returns.requestedAt));
  return toReturnViews(db, rows, new Map([[order.id, order]]));
}

/** Rows → views; `orders` gives each return's order (for the lines' titles and prices). */
export async function toReturnViews(
  db: Reader,
  rows: ReturnRow[],
  orders: Map<string, Order>,
): Promise<ReturnView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lines = await db
    .select()
    .from(returnLines)
    .where(inArray(returnLines.returnId, ids))
    .orderBy(asc(returnLines.returnId), asc(returnLines.position));
  const events = await db
    .select()
    .from(returnEvents)
    .where(inArray(returnEvents.returnId, ids))
    .orderBy(asc(returnEvents.id));
  return rows.map((r) => {
    const order = orders.get(r.orderId);
    return {
      id: r.id,
      orderId: r.orderId,
      status: r.status as ReturnStatus,
      requestedAt: r.requestedAt.toISOString(),
      deadlineAt: r.deadlineAt.toISOString(),
      receivedAt: iso(r.receivedAt),
      refundedAt: iso(r.refundedAt),
      refundedCents: r.refundedCents,
      exchangedAt: iso(r.exchangedAt),
      replacementOrderId: r.replacementOrderId,
      rejectedAt: iso(r.rejectedAt),
      rejectReason: r.rejectReason,
      expiredAt: iso(r.expiredAt),
      lines: lines
        .filter((l) => l.returnId === r.id)
        .map((l) => {
          const ordered = order?.lines.find((o) => o.position === l.orderLinePosition);
          return {
            position: l.position,
            orderLinePosition: l.orderLinePosition,
            kind: l.kind as "refund" | "exchange",
            quantity: l.quantity,
            reason: l.reason,
            exchangeSize: l.exchangeSize,
            exchangeColor: l.exchangeColor,
            title: ordered?.title ?? "",
            size: ordered?.size ?? "",
            color: ordered?.color ?? "",
            image: ordered?.image ?? "",
            unitPriceCents: ordered?.unitPriceCents ?? 0,
          };
        }),
      events: events
        .filter((e) => e.returnId === r.id)
        .map((e) => ({ type: e.type as ReturnStatus, at: e.at.toISOString(), actor: e.actor })),
    };
  });
}

/** Units of each order line held by returns that are not rejected or expired. */
async function heldQuantities(db: Reader, orderId: string) {
  const rows = await db
    .select({
      position: returnLines.orderLinePosition,
      kind: returnLines.kind,
      quantity: returnLines.quantity,
    })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(eq(returnLines.orderId, orderId), inArray(returns.status, [...ACTIVE_RETURN_STATUSES])));
  const held = new Map<number, { returned: number; exchanged: number }>();
  for (const r of rows) {
    const h = held.get(r.position) ?? { returned: 0, exchanged: 0 };
    h.returned += r.quantity;
    if (r.kind === "exchange") h.exchanged += r.quantity;
    held.set(r.position, h);
  }
  return held;
}

/** Whether the order is itself the replacement shipment of an exchange (decision 40). */
export async function isReplacementOrder(db: Reader, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: returns.id })
    .from(returns)
    .where(eq(returns.replacementOrderId, orderId))
    .limit(1);
  return !!row;
}

/** Each line with its delivery, the units already held by returns and its exchange options. */
export async function returnableLines(db: Reader, order: Order): Promise<ReturnableLine[]> {
  const held = await heldQuantities(db, order.id);
  const delivered = deliveredAtByLine(order.shipments);
  const ids = [...new Set(order.lines.map((l) => l.productId))];
  const found = ids.length ? await db.select().from(products).where(inArray(products.id, ids)) : [];
  const stock = ids.length
    ? await db.select().from(stockLevels).where(inArray(stockLevels.productId, ids))
    : [];
  return order.lines.map((l) => {
    const h = held.get(l.position) ?? { returned: 0, exchanged: 0 };
    const product = found.find((p) => p.id === l.productId) ?? null;
    return {
      position: l.position,
      productId: l.productId,
      title: l.title,
      quantity: l.quantity,
      size: l.size,
      color: l.color,
      deliveredAt: delivered.get(l.position) ?? null,
      returnedQuantity: h.returned,
      exchangedQuantity: h.exchanged,
      exchangeOptions: exchangeOptions(
        l,
        product,
        stock.filter((s) => s.productId === l.productId),
      ),
    };
  });
}

/** What the request form may offer now, line by line. */
export function returnableView(
  lines: ReturnableLine[],
  now: Date,
  replacement: boolean,
): ReturnableLineView[] {
  return lines.map((l) => {
    const windowEnd = l.deliveredAt
      ? new Date(new Date(l.deliveredAt).getTime() + RETURN_WINDOW_DAYS * DAY_MS)
      : null;
    const open = !!windowEnd && now.getTime() <= windowEnd.getTime();
    const returnable = open ? Math.max(0, l.quantity - l.returnedQuantity) : 0;
    return {
      orderLinePosition: l.position,
      returnable,
      windowEndsAt: iso(windowEnd),
      open,
      exchangeable: replacement || l.exchangeOptions.length === 0 ? 0 : returnable,
      // Each option says how many units it can take, so the form offers only the variants with
      // enough on hand for the quantity chosen (docs/behaviour.md §4 Returns). Capped at what may
      // come back: the stock count itself stays on the server.
      exchangeOptions: replacement
        ? []
        : l.exchangeOptions.map((o) => ({
            size: o.size,
            color: o.color,
            maxQuantity: Math.min(o.onHand, returnable),
          })),
    };
  });
}
