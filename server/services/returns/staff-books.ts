// The books of orders after their returns (docs/behaviour.md §4 Returns): units received back
// per order line (returns received and not rejected) and the refunds paid. One query per batch.
import { and, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { OrderBooks } from "../../../domain/contracts/orders";
import type { ReturnStatus } from "../../../domain/returns";
import type { Db } from "../../db/client";
import { returnLines, returns } from "../../db/schema";

export async function booksOf(
  db: Pick<Db, "select">,
  orderIds: readonly string[],
): Promise<Map<string, OrderBooks>> {
  const books = new Map<string, OrderBooks>();
  if (orderIds.length === 0) return books;
  const ids = [...orderIds];
  const refunds = await db
    .select({ orderId: returns.orderId, cents: sql<number>`sum(${returns.refundedCents})::int` })
    .from(returns)
    .where(inArray(returns.orderId, ids))
    .groupBy(returns.orderId);
  for (const r of refunds) books.set(r.orderId, { refundedCents: Number(r.cents), lines: [] });
  const back = await db
    .select({
      orderId: returnLines.orderId,
      position: returnLines.orderLinePosition,
      quantity: sql<number>`sum(${returnLines.quantity})::int`,
    })
    .from(returnLines)
    .innerJoin(returns, sql`${returns.id} = ${returnLines.returnId}`)
    .where(
      and(inArray(returnLines.orderId, ids), isNotNull(returns.receivedAt), ne(returns.status, "rejected")),
    )
    .groupBy(returnLines.orderId, returnLines.orderLinePosition)
    .orderBy(returnLines.orderId, returnLines.orderLinePosition);
  for (const b of back)
    books.get(b.orderId)?.lines.push({ position: b.position, quantity: Number(b.quantity) });
  return books;
}

/** For the staff's order page: the order's returns and the return it replaces, if any. */
export async function returnsOfOrderForStaff(db: Pick<Db, "select">, orderId: string) {
  const found = await db
    .select({ id: returns.id, status: returns.status, refundedCents: returns.refundedCents })
    .from(returns)
    .where(eq(returns.orderId, orderId))
    .orderBy(desc(returns.requestedAt), desc(returns.id));
  const [replaced] = await db
    .select({ id: returns.id })
    .from(returns)
    .where(eq(returns.replacementOrderId, orderId));
  return {
    returns: found.map((r) => ({ ...r, status: r.status as ReturnStatus })),
    replacementFor: replaced?.id ?? null,
  };
}
