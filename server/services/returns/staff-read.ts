// The staff's reads of returns: the list (status filter, search by return or order number,
// newest first, keyset pages like the other dashboard lists) and one return with its lines,
// events, replacement and the refund the server would pay now.
import { and, asc, desc, eq, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type {
  DashboardReturnDetail,
  DashboardReturnRow,
  DashboardReturnsQuery,
} from "../../../domain/contracts/dashboard-returns";
import type { OrderStatus } from "../../../domain/order-events";
import { refuseReturnStep, type ReturnKind, type ReturnStatus } from "../../../domain/returns";
import type { Db } from "../../db/client";
import { orders, returnEvents, returnLines, returns } from "../../db/schema";
import { notFound } from "../errors";
import { decodeCursor, encodeCursor } from "../catalogue/cursor";
import { refundDue, refundInsteadDue } from "./staff-refund-amount";
import { readReturnLines, returnStateOf } from "./staff-step-core";

type Reader = Pick<Db, "select">;

function filters(q: DashboardReturnsQuery): SQL[] {
  const where: SQL[] = [];
  if (q.status) where.push(eq(returns.status, q.status));
  const term = q.q?.trim().toUpperCase();
  if (term) {
    // A whole or partial number; 'R-' may be left out of a return number.
    const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
    const bare = escaped.replace(/^R-?/, "");
    where.push(
      or(
        ilike(returns.id, `${escaped}%`),
        ilike(returns.id, `R-${bare}%`),
        ilike(returns.orderId, `${escaped}%`),
      )!,
    );
  }
  return where;
}

const units = sql<number>`(select coalesce(sum(${returnLines.quantity}), 0)::int from ${returnLines} where ${returnLines.returnId} = ${returns.id})`;
const kinds = sql<string>`(select coalesce(string_agg(distinct ${returnLines.kind}, ',' order by ${returnLines.kind}), '') from ${returnLines} where ${returnLines.returnId} = ${returns.id})`;

export async function listReturns(db: Reader, q: DashboardReturnsQuery) {
  const where = filters(q);
  if (q.cursor) {
    const k = decodeCursor(q.cursor);
    where.push(
      or(
        lt(returns.requestedAt, k.createdAt),
        and(eq(returns.requestedAt, k.createdAt), lt(returns.id, k.id)),
      )!,
    );
  }
  const found = await db
    .select({
      id: returns.id,
      orderId: returns.orderId,
      status: returns.status,
      requestedAt: returns.requestedAt,
      deadlineAt: returns.deadlineAt,
      refundedCents: returns.refundedCents,
      email: orders.email,
      units,
      kinds,
    })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(returns.requestedAt), desc(returns.id))
    .limit(q.limit + 1);
  const page = found.slice(0, q.limit);
  const last = page[page.length - 1];
  const items: DashboardReturnRow[] = page.map((r) => ({
    id: r.id,
    orderId: r.orderId,
    status: r.status as ReturnStatus,
    requestedAt: r.requestedAt.toISOString(),
    deadlineAt: r.deadlineAt.toISOString(),
    email: r.email,
    units: Number(r.units),
    kinds: (r.kinds ? r.kinds.split(",") : []) as ReturnKind[],
    refundedCents: r.refundedCents,
  }));
  return {
    items,
    nextCursor:
      found.length > q.limit && last ? encodeCursor({ createdAt: last.requestedAt, id: last.id }) : null,
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function staffReturnDetail(db: Reader, id: string): Promise<DashboardReturnDetail> {
  const [row] = await db.select().from(returns).where(eq(returns.id, id));
  if (!row) throw notFound("No such return.");
  const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId));
  if (!order) throw notFound("No such return.");
  const lines = await readReturnLines(db, id);
  const events = await db
    .select()
    .from(returnEvents)
    .where(eq(returnEvents.returnId, id))
    .orderBy(asc(returnEvents.id));
  const replacement = row.replacementOrderId
    ? ((
        await db
          .select({ orderId: orders.id, status: orders.status })
          .from(orders)
          .where(eq(orders.id, row.replacementOrderId))
      ).map((r) => ({ ...r, status: r.status as OrderStatus }))[0] ?? null)
    : null;
  return {
    id: row.id,
    orderId: row.orderId,
    status: row.status as ReturnStatus,
    email: order.email,
    requestedBy: row.requestedBy,
    requestedAt: row.requestedAt.toISOString(),
    deadlineAt: row.deadlineAt.toISOString(),
    receivedAt: iso(row.receivedAt),
    refundedAt: iso(row.refundedAt),
    refundedCents: row.refundedCents,
    exchangedAt: iso(row.exchangedAt),
    rejectedAt: iso(row.rejectedAt),
    rejectReason: row.rejectReason,
    expiredAt: iso(row.expiredAt),
    couponCode: order.couponCode,
    couponPercentage: order.couponPercentage,
    lines: lines.map(({ line, orderLine }) => ({
      position: line.position,
      orderLinePosition: line.orderLinePosition,
      kind: line.kind as ReturnKind,
      quantity: line.quantity,
      reason: line.reason,
      exchangeSize: line.exchangeSize,
      exchangeColor: line.exchangeColor,
      productId: orderLine.productId,
      title: orderLine.title,
      url: orderLine.url,
      image: orderLine.image,
      size: orderLine.size,
      color: orderLine.color,
      unitPriceCents: orderLine.unitPriceCents,
    })),
    refundDueCents:
      row.refundedAt || row.status === "rejected" || row.status === "expired"
        ? null
        : await refundDue(db, row.id, order),
    refundInsteadDueCents: refuseReturnStep(returnStateOf(row, lines), "refund-instead")
      ? null
      : await refundInsteadDue(db, row.id, order, row.refundedAt !== null),
    replacement,
    events: events.map((e) => ({
      id: e.id,
      type: e.type as ReturnStatus,
      at: e.at.toISOString(),
      actor: e.actor,
      note: "reason" in e.data && typeof e.data.reason === "string" ? e.data.reason : null,
      insteadOf:
        "insteadOfExchange" in e.data && e.data.insteadOfExchange
          ? e.data.insteadOfExchange.map(({ size, color }) => ({ size, color }))
          : null,
    })),
  };
}
