// The refund of one return, computed by the server (docs/behaviour.md §4 Returns): the lines'
// paid prices less their coupon share, given what earlier refunds of the order took
// (refundCents in domain/return-refund.ts), lines cancelled on their own among them.
import { and, eq, isNotNull, ne, sql, type SQL } from "drizzle-orm";
import { refundCents } from "../../../domain/returns";
import type { Db } from "../../db/client";
import { orderEvents, orderLines, returnLines, returns } from "../../db/schema";

type Reader = Pick<Db, "select">;
type RefundOrder = { id: string; subtotalCents: number; discountCents: number };

const paidLine = and(
  eq(orderLines.orderId, returnLines.orderId),
  eq(orderLines.position, returnLines.orderLinePosition),
);

/**
 * The gross of the order's lines already paid back: refund lines of returns (other than
 * `except`) and lines cancelled on their own.
 */
export async function paidBackGross(db: Reader, orderId: string, except?: string): Promise<number> {
  return (await returnedGross(db, orderId, except)) + (await cancelledGross(db, orderId));
}

async function cancelledGross(db: Reader, orderId: string): Promise<number> {
  const [cancelled] = await db
    .select({ gross: sql<number>`coalesce(sum((${orderEvents.data}->>'grossCents')::int), 0)::int` })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, "lines_cancelled")));
  return Number(cancelled?.gross ?? 0);
}

async function returnedGross(db: Reader, orderId: string, except?: string): Promise<number> {
  const [earlier] = await db
    .select({
      gross: sql<number>`coalesce(sum(${orderLines.unitPriceCents} * ${returnLines.quantity}), 0)::int`,
    })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .innerJoin(orderLines, paidLine)
    .where(
      and(
        eq(returnLines.orderId, orderId),
        eq(returnLines.kind, "refund"),
        isNotNull(returns.refundedAt),
        except ? ne(returns.id, except) : undefined,
      ),
    );
  return Number(earlier?.gross ?? 0);
}

async function pricedLines(db: Reader, returnId: string, which: SQL | undefined) {
  return db
    .select({ unitPriceCents: orderLines.unitPriceCents, quantity: returnLines.quantity })
    .from(returnLines)
    .innerJoin(orderLines, paidLine)
    .where(and(eq(returnLines.returnId, returnId), which));
}

/** What 'Approve Refund' pays: the refund lines. Null when the return has no refund line. */
export async function refundDue(db: Reader, returnId: string, order: RefundOrder): Promise<number | null> {
  const lines = await pricedLines(db, returnId, eq(returnLines.kind, "refund"));
  if (lines.length === 0) return null;
  return refundCents(order, await paidBackGross(db, order.id, returnId), lines);
}

/**
 * What 'Refund Instead' pays: the exchange lines, and the refund lines too while they are unpaid
 * (`refunded` false). Read before the exchange lines become refund lines, so what this return
 * already paid back counts as earlier refunds. Null when the return has no exchange line.
 */
export async function refundInsteadDue(
  db: Reader,
  returnId: string,
  order: RefundOrder,
  refunded: boolean,
): Promise<number | null> {
  const exchanged = await pricedLines(db, returnId, eq(returnLines.kind, "exchange"));
  if (exchanged.length === 0) return null;
  const unpaid = refunded ? [] : await pricedLines(db, returnId, eq(returnLines.kind, "refund"));
  return refundCents(order, await paidBackGross(db, order.id), [...unpaid, ...exchanged]);
}
