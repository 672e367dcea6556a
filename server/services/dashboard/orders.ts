// Staff view of every order: filter, page, read, cancel (recorded with who and when), export.
// Statuses come from the order's events; the status column is their copy, kept for filters.
import { and, desc, eq, gte, ilike, like, lt, or, sql, type SQL } from "drizzle-orm";
import type { DashboardOrderDetail, DashboardOrdersQuery } from "../../../domain/contracts/dashboard-orders";
import { carrierName } from "../../../domain/carriers";
import { toCsv } from "../../../domain/csv";
import { ORDER_ID_PATTERN } from "../../../domain/ids";
import type { SessionUser } from "../../auth/guards";
import { orderLines, orders, user } from "../../db/schema";
import { addDays, shopDayStart } from "../../../domain/dates";
import { CANCEL_REFUSALS, type OrderStatus } from "../../../domain/order-events";
import { conflict, notFound } from "../errors";
import { decodeCursor, encodeCursor } from "../catalogue/cursor";
import { cancelPlacedOrder } from "../orders/cancel-order";
import { eventsOf } from "../orders/order-events";
import { toOrder } from "../orders/order-view";
import { booksOf, returnsOfOrderForStaff } from "../returns/staff-books";
import type { Services } from "../../services-type";

export const EXPORT_LIMIT = 50_000;

function filters(q: Omit<DashboardOrdersQuery, "cursor" | "limit">): SQL[] {
  const where: SQL[] = [];
  if (q.status) where.push(eq(orders.status, q.status));
  // Days of the boutique (New York), as the list dates the orders it shows.
  if (q.from) where.push(gte(orders.purchasedAt, shopDayStart(q.from)));
  if (q.to) where.push(lt(orders.purchasedAt, shopDayStart(addDays(q.to, 1))));
  if (q.q) {
    const term = q.q.trim();
    const escaped = term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    const byEmail = ilike(orders.email, `%${escaped}%`);
    // A whole order number, or its first characters as read off a parcel or a call (4 or more).
    const id = term.toUpperCase();
    const byId = ORDER_ID_PATTERN.test(id)
      ? eq(orders.id, id)
      : /^[A-Z0-9]{4,}$/.test(id)
        ? like(orders.id, `${id}%`)
        : undefined;
    where.push(byId ? or(byId, byEmail)! : byEmail);
  }
  return where;
}

// Qualified by hand: inside these subqueries a bare "id" would be the event's own.
const orderId = sql.raw('"orders"."id"');
const orderStatus = sql.raw('"orders"."status"');

/** From the order's events: first parcel out, last parcel in (delivered orders), every tracking number. */
const shipping = {
  shippedAt: sql<Date | null>`(select min(e.at) from order_events e where e.order_id = ${orderId} and e.type = 'shipped')`,
  deliveredAt: sql<Date | null>`case when ${orderStatus} = 'delivered' then (select max(e.at) from order_events e where e.order_id = ${orderId} and e.type = 'delivered') end`,
  /** Each parcel as carrier code and number, in order; the export names the carrier as the screens do. */
  parcels: sql<
    string | null
  >`(select string_agg((e.data->>'carrier') || ' ' || (e.data->>'trackingNumber'), '; ' order by e.id) from order_events e where e.order_id = ${orderId} and e.type = 'shipped')`,
};

/** 'fedex 1234; ups 1Z…' → 'FedEx 1234; UPS 1Z…'. */
const trackingText = (parcels: string | null) =>
  parcels
    ?.split("; ")
    .map((parcel) => {
      const [carrier = "", ...number] = parcel.split(" ");
      return [carrierName(carrier), ...number].join(" ");
    })
    .join("; ") ?? null;

/** What the order's returns have refunded (docs/behaviour.md §4 Returns). */
const refunded = sql<number>`(select coalesce(sum(r.refunded_cents), 0)::int from returns r where r.order_id = ${orderId})`;
/** What lines cancelled before they shipped took off the order (decision 126). */
const notCharged = sql<number>`(select coalesce(sum((e.data->>'refundCents')::int), 0)::int from order_events e where e.order_id = ${orderId} and e.type = 'lines_cancelled')`;

const itemCount = sql<number>`(select coalesce(sum(quantity), 0)::int from ${orderLines} where ${orderLines.orderId} = ${orders.id})`;

/** An exchange's replacement: the return it replaces the pieces of (decision 76: not a sale). */
const replacementFor = sql<
  string | null
>`(select r.id from returns r where r.replacement_order_id = ${orderId} limit 1)`;

/** What both the list and the CSV export begin each order with. */
const listed = {
  id: orders.id,
  purchasedAt: orders.purchasedAt,
  status: orders.status,
  email: orders.email,
  replacementFor,
};

export async function listOrders(services: Services, q: DashboardOrdersQuery) {
  const where = filters(q);
  if (q.cursor) {
    const k = decodeCursor(q.cursor);
    where.push(
      or(lt(orders.purchasedAt, k.createdAt), and(eq(orders.purchasedAt, k.createdAt), lt(orders.id, k.id)))!,
    );
  }
  const rows = await services.db
    .select({ ...listed, totalCents: orders.totalCents, userId: orders.userId, itemCount })
    .from(orders)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(orders.purchasedAt), desc(orders.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => ({
      ...r,
      purchasedAt: r.purchasedAt.toISOString(),
      status: r.status as OrderStatus,
    })),
    nextCursor:
      rows.length > q.limit && last ? encodeCursor({ createdAt: last.purchasedAt, id: last.id }) : null,
  };
}

export async function orderDetail(services: Services, id: string): Promise<DashboardOrderDetail> {
  const row = await services.db.query.orders.findFirst({ where: eq(orders.id, id) });
  if (!row) throw notFound("No such order.");
  const lines = await services.db.select().from(orderLines).where(eq(orderLines.orderId, id));
  const events = (await eventsOf(services.db, [id])).get(id) ?? [];
  const account = row.userId
    ? ((await services.db.query.user.findFirst({
        columns: { id: true, name: true, email: true, role: true },
        where: eq(user.id, row.userId),
      })) ?? null)
    : null;
  return {
    ...toOrder(row, lines, events, (await booksOf(services.db, [id])).get(id)),
    ...(await returnsOfOrderForStaff(services.db, id)),
    cancelledBy: row.cancelledBy,
    account,
    events: events.map((e) => ({
      id: e.id,
      type: e.type,
      at: e.at,
      actor: e.actor,
      shipment: e.type === "shipped" ? e.id : e.type === "delivered" ? e.data.shipment : null,
      cancelled:
        e.type === "lines_cancelled" ? { lines: e.data.lines, refundCents: e.data.refundCents } : null,
    })),
  };
}

export async function staffCancelOrder(
  services: Services,
  id: string,
  staff: SessionUser,
): Promise<DashboardOrderDetail> {
  const cancelled = await cancelPlacedOrder(services.db, id, `staff:${staff.email}`);
  if (cancelled)
    services.log.info({ event: "order_cancel", orderId: id, by: staff.id }, "order cancelled by staff");
  const detail = await orderDetail(services, id);
  // Staff too cancel only what has not shipped (a repeated cancel is harmless).
  if (!cancelled && detail.status !== "cancelled")
    throw conflict(
      detail.replacementFor
        ? CANCEL_REFUSALS.replacement
        : "Part of this order has shipped: it can no longer be cancelled.",
    );
  return detail;
}

export async function exportOrdersCsv(
  services: Services,
  q: Omit<DashboardOrdersQuery, "cursor" | "limit">,
): Promise<string> {
  const where = filters(q);
  const rows = await services.db
    .select({
      ...listed,
      phoneNumber: orders.phoneNumber,
      couponCode: orders.couponCode,
      subtotalCents: orders.subtotalCents,
      discountCents: orders.discountCents,
      totalCents: orders.totalCents,
      itemCount,
      ...shipping,
      refundedCents: refunded,
      notChargedCents: notCharged,
    })
    .from(orders)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(orders.purchasedAt), desc(orders.id))
    .limit(EXPORT_LIMIT);
  // Raw SQL columns come back as the driver gives them (a string on node-postgres).
  const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);
  const dollars = (cents: number) => (cents / 100).toFixed(2);
  return toCsv(
    [
      "order_id",
      "purchased_at",
      "status",
      "email",
      "phone",
      "items",
      "coupon",
      "subtotal_usd",
      "discount_usd",
      "total_usd",
      "shipped_at",
      "delivered_at",
      "tracking",
      "refunded_usd",
      "replacement_for",
      "cancelled_items_usd",
    ],
    rows.map((r) => [
      r.id,
      r.purchasedAt.toISOString(),
      r.status,
      r.email,
      r.phoneNumber,
      r.itemCount,
      r.couponCode,
      // A replacement sold nothing: its amounts (kept on the order as the refund ceiling) are 0 here,
      // so the column adds up to the sales, as the analytics count them.
      ...(r.replacementFor
        ? ["0.00", "0.00", "0.00"]
        : [r.subtotalCents, r.discountCents, r.totalCents].map(dollars)),
      iso(r.shippedAt),
      iso(r.deliveredAt),
      trackingText(r.parcels),
      dollars(Number(r.refundedCents)),
      r.replacementFor,
      dollars(Number(r.notChargedCents)),
    ]),
  );
}
