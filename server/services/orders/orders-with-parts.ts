// A customer's orders with everything the account page shows of them (lines, events, return
// books) in one query. The account's orders tab is rendered for every request (decision 45);
// read part by part it took five queries, and each query costs a round trip and a socket write
// that weighed more than the rows themselves (docs/benchmarks.md §0f). The parts come back as
// JSON built from the tables' own column lists, so a column added to a table comes with it.
import { and, desc, eq, getTableColumns, lt, or, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { OrderBooks, OwnOrderPage } from "../../../domain/contracts/orders";
import type { Db } from "../../db/client";
import { orderEvents, orderLines, orders, returnLines, returns } from "../../db/schema";
import { decodeCursor, encodeCursor } from "../catalogue/cursor";
import { toEvent } from "./order-events";
import { toOrder } from "./order-view";
import { replacementOf, toReplacementFor } from "./replacement-of";

type LineRow = typeof orderLines.$inferSelect;
type EventRow = typeof orderEvents.$inferSelect;
type EventJson = Omit<EventRow, "at"> & { at: string };

/** `json_build_object('propName', alias.column, …)` over every column of the table. */
function rowObject(table: PgTable, alias: string): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(
    ([prop, column]) => sql`${prop}::text, ${sql.identifier(alias)}.${sql.identifier(column.name)}`,
  );
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

// Written out in full: drizzle leaves a column of the only table in the query unqualified, which
// inside these subqueries would name the subquery's own "id".
const orderId = sql`${orders}.${sql.identifier(orders.id.name)}`;

const linesJson = sql<LineRow[]>`coalesce((
  select json_agg(${rowObject(orderLines, "l")} order by l.position)
  from ${orderLines} l where l.order_id = ${orderId}), '[]'::json)`;

const eventsJson = sql<EventJson[]>`coalesce((
  select json_agg(${rowObject(orderEvents, "e")} order by e.id)
  from ${orderEvents} e where e.order_id = ${orderId}), '[]'::json)`;

// As booksOf (returns/staff-books.ts): an order has books once it has a return; its lines are
// the units received back in returns not rejected.
const refundedOf = sql<number | null>`(
  select sum(r.refunded_cents)::int from ${returns} r where r.order_id = ${orderId})`;

const backOf = sql<[number, number][]>`coalesce((
  select json_agg(json_build_array(b.position, b.quantity) order by b.position) from (
    select rl.order_line_position as position, sum(rl.quantity)::int as quantity
    from ${returnLines} rl join ${returns} r on r.id = rl.return_id
    where rl.order_id = ${orderId} and r.received_at is not null and r.status <> 'rejected'
    group by rl.order_line_position) b), '[]'::json)`;

/**
 * The page query, first pages and pages after a cursor, built once per database handle (Drizzle's
 * building of it was ~5 % of the account page's CPU and its garbage), and with PostgreSQL named
 * statements, parsed and planned once per connection (as the session's, server/auth/read-session.ts).
 */
function prepareOwnOrders(db: Db, after: boolean) {
  const at = sql.placeholder("at");
  const where = [eq(orders.userId, sql.placeholder("userId"))];
  if (after)
    where.push(
      or(lt(orders.purchasedAt, at), and(eq(orders.purchasedAt, at), lt(orders.id, sql.placeholder("id"))))!,
    );
  return db
    .select({
      order: orders,
      lines: linesJson,
      events: eventsJson,
      refunded: refundedOf,
      back: backOf,
      replaced: replacementOf(),
    })
    .from(orders)
    .where(and(...where))
    .orderBy(desc(orders.purchasedAt), desc(orders.id))
    .limit(sql.placeholder("limit"))
    .prepare(after ? "own_orders_after" : "own_orders");
}

type OwnOrdersQuery = ReturnType<typeof prepareOwnOrders>;
const ownOrders = new WeakMap<Db, { first: OwnOrdersQuery; after: OwnOrdersQuery }>();

function ownOrdersQueries(db: Db) {
  let queries = ownOrders.get(db);
  if (!queries) {
    queries = { first: prepareOwnOrders(db, false), after: prepareOwnOrders(db, true) };
    ownOrders.set(db, queries);
  }
  return queries;
}

/**
 * A page of the user's orders, newest first, as the customer sees them: `limit` of them after
 * `cursor` (the keyset of the previous page's last order; ties on the time broken by id).
 */
export async function ordersWithParts(
  db: Db,
  userId: string,
  page: { limit: number; cursor?: string | undefined },
): Promise<OwnOrderPage> {
  const queries = ownOrdersQueries(db);
  const limit = page.limit + 1;
  const k = page.cursor ? decodeCursor(page.cursor) : null;
  // The cursor's time as Drizzle writes a timestamp column's Date: its ISO text.
  const found = await (k
    ? queries.after.execute({ userId, limit, at: k.createdAt.toISOString(), id: k.id })
    : queries.first.execute({ userId, limit }));
  const items = found.slice(0, page.limit).map((r) => {
    const books: OrderBooks | undefined =
      r.refunded === null
        ? undefined
        : {
            refundedCents: r.refunded,
            lines: r.back.map(([position, quantity]) => ({ position, quantity })),
          };
    const events = r.events.map((e) => toEvent({ ...e, at: new Date(e.at) }));
    return toOrder(r.order, r.lines, events, books, toReplacementFor(r.replaced));
  });
  const last = found.length > page.limit ? found[page.limit - 1]?.order : undefined;
  return { items, nextCursor: last ? encodeCursor({ createdAt: last.purchasedAt, id: last.id }) : null };
}
