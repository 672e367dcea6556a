// The refund of one return, computed by the server (docs/behaviour.md §4 Returns): the refund
// lines' paid prices less their coupon share, given what earlier refunds of the order took
// (refundCents in domain/return-refund.ts). Null when the return has no refund line.
import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import { refundCents } from "../../../domain/returns";
import type { Db } from "../../db/client";
import { orderLines, returnLines, returns } from "../../db/schema";

const paidLine = and(
  eq(orderLines.orderId, returnLines.orderId),
  eq(orderLines.position, returnLines.orderLinePosition),
);

export async function refundDue(
  db: Pick<Db, "select">,
  returnId: string,
  order: { id: string; subtotalCents: number; discountCents: number },
): Promise<number | null> {
  const lines = await db
    .select({ unitPriceCents: orderLines.unitPriceCents, quantity: returnLines.quantity })
    .from(returnLines)
    .innerJoin(orderLines, paidLine)
    .where(and(eq(returnLines.returnId, returnId), eq(returnLines.kind, "refund")));
  if (lines.length === 0) return null;
  // The gross of this order's refund lines already paid back by other returns.
  const [earlier] = await db
    .select({
      gross: sql<number>`coalesce(sum(${orderLines.unitPriceCents} * ${returnLines.quantity}), 0)::int`,
    })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .innerJoin(orderLines, paidLine)
    .where(
      and(
        eq(returnLines.orderId, order.id),
        eq(returnLines.kind, "refund"),
        isNotNull(returns.refundedAt),
        ne(returns.id, returnId),
      ),
    );
  return refundCents(order, Number(earlier?.gross ?? 0), lines);
}
