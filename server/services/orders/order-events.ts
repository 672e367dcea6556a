// Appending to an order's history, inside the transaction of the change itself: the event row,
// the order's status column (a copy of the derived status, for lists, filters and CSV) and the
// e-mail the event sends all commit together or not at all.
import { asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Order } from "../../../domain/contracts/orders";
import {
  foldOrder,
  type OrderEvent,
  type OrderEventData,
  type OrderState,
} from "../../../domain/order-events";
import type { Db } from "../../db/client";
import { orderEvents, orderLines, orders } from "../../db/schema";
import { enqueueMail, MAIL_WAKE_UP, mailInsert } from "../../mail/outbox";
import { booksOf } from "../returns/staff-books";
import { toOrder } from "./order-view";
import { replacementOf, toReplacementFor } from "./replacement-of";

type Tx = Pick<Db, "select" | "insert" | "update" | "execute">;
type EventRow = typeof orderEvents.$inferSelect;

export function toEvent(row: EventRow): OrderEvent {
  const base = { id: row.id, at: row.at.toISOString(), actor: row.actor };
  switch (row.type) {
    case "shipped":
      return { ...base, type: "shipped", data: row.data as Extract<OrderEvent, { type: "shipped" }>["data"] };
    case "delivered":
      return {
        ...base,
        type: "delivered",
        data: row.data as Extract<OrderEvent, { type: "delivered" }>["data"],
      };
    case "lines_cancelled":
      return {
        ...base,
        type: "lines_cancelled",
        data: row.data as Extract<OrderEvent, { type: "lines_cancelled" }>["data"],
      };
    case "cancelled":
      return { ...base, type: "cancelled" };
    default:
      return { ...base, type: "placed" };
  }
}

/** Events of several orders, oldest first, by order id. */
export async function eventsOf(
  db: Pick<Db, "select">,
  orderIds: string[],
): Promise<Map<string, OrderEvent[]>> {
  const byOrder = new Map<string, OrderEvent[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const found = await db
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(asc(orderEvents.id));
  for (const row of found) byOrder.get(row.orderId)?.push(toEvent(row));
  return byOrder;
}

/**
 * The order as it stands inside the transaction, with the state its events fold to. `lock`
 * takes the order row's lock first, so two steps on one order are checked one after the other.
 */
export async function readOrderState(
  tx: Pick<Db, "select">,
  id: string,
  lock = false,
): Promise<{ order: Order; state: OrderState } | null> {
  const query = tx.select({ row: orders, replaced: replacementOf() }).from(orders).where(eq(orders.id, id));
  const [found] = lock ? await query.for("update") : await query;
  if (!found) return null;
  const { row } = found;
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, id));
  const events = (await eventsOf(tx, [id])).get(id) ?? [];
  const state = foldOrder(
    events,
    lines.map((l) => l.position),
  );
  const books = (await booksOf(tx, [id])).get(id);
  return { order: toOrder(row, lines, events, books, toReplacementFor(found.replaced)), state };
}

export async function readOrder(tx: Pick<Db, "select">, id: string): Promise<Order | null> {
  return (await readOrderState(tx, id))?.order ?? null;
}

export async function appendEvent(tx: Tx, orderId: string, event: NewEvent): Promise<EventRow> {
  const [row] = await tx.insert(orderEvents).values(eventValues(orderId, event)).returning();
  if (!row) throw new Error(`event for ${orderId} was not inserted`);
  return row;
}

type NewEvent = { type: OrderEvent["type"]; actor: string; data?: OrderEventData; at?: Date };

const eventValues = (orderId: string, event: NewEvent) => ({
  orderId,
  type: event.type,
  actor: event.actor,
  data: event.data ?? {},
  ...(event.at ? { at: event.at } : {}),
});

/** Keeps the status column equal to what the events say. */
export async function syncStatus(tx: Tx, order: Order): Promise<void> {
  await tx.update(orders).set({ status: order.status }).where(eq(orders.id, order.id));
}

/** No e-mail goes to an anonymised order (its account was deleted). */
export const mailable = (email: string) => !email.endsWith(".invalid");

/**
 * Called from the placement transaction, after the order and its lines are inserted: the 'placed'
 * event, the confirmation e-mail and `alsoWrite` (items of a WITH: the sales roll-ups) in one
 * statement, one round trip, the transaction's last before its commit.
 */
export async function recordPlacement(
  tx: Tx,
  row: typeof orders.$inferSelect,
  lines: (typeof orderLines.$inferSelect)[],
  alsoWrite?: SQL,
): Promise<Order> {
  const placed = { type: "placed", actor: row.userId ? "customer" : "guest", at: row.purchasedAt } as const;
  // The order as it reads after the commit. The event's id, not known before the insert, is not
  // part of it: only a shipment shows its event's id.
  const order = toOrder(row, lines, [
    { id: 0, type: "placed", actor: placed.actor, at: placed.at.toISOString() },
  ]);
  const writes = [
    sql`placed_event as (${tx.insert(orderEvents).values(eventValues(row.id, placed)).getSQL()})`,
  ];
  const mail = mailable(order.email);
  if (mail)
    writes.push(
      sql`written as (${mailInsert(tx, {
        to: order.email,
        template: "order-placed",
        data: { order },
        dedupeKey: `order-placed:${order.id}`,
        thread: order.id,
      })})`,
    );
  if (alsoWrite) writes.push(alsoWrite);
  await tx.execute(sql`with ${sql.join(writes, sql`, `)} ${mail ? MAIL_WAKE_UP : sql`select 1`}`);
  return order;
}

/** Called from the cancel transaction, once the order has been marked cancelled. */
export async function recordCancellation(
  tx: Tx,
  orderId: string,
  cancelledBy: string,
  at: Date,
): Promise<void> {
  // The order already names its customer: the event says only who acted.
  const actor = cancelledBy.startsWith("user:") ? "customer" : cancelledBy;
  await appendEvent(tx, orderId, { type: "cancelled", actor, at });
  const order = await readOrder(tx, orderId);
  if (order && mailable(order.email))
    await enqueueMail(tx, {
      to: order.email,
      template: "order-cancelled",
      data: { order, byBoutique: actor.startsWith("staff:") },
      dedupeKey: `order-cancelled:${orderId}`,
      thread: orderId,
    });
}
