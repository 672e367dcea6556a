// A replacement order ships like any order (fulfilment.ts), but its customer hears about their
// exchange, not about a new purchase: these e-mails replace 'order-shipped' / 'order-delivered'
// for an order that is the replacement of a return.
import { and, asc, eq } from "drizzle-orm";
import { orderLines, orders, returnLines, returns } from "../../db/schema";
import type { Tx } from "../stock/levels";
import { mailStep } from "./staff-step-core";

/** The return whose replacement this order is, or null for an ordinary order. */
export async function returnReplacedBy(tx: Pick<Tx, "select">, orderId: string): Promise<string | null> {
  const [row] = await tx.select({ id: returns.id }).from(returns).where(eq(returns.replacementOrderId, orderId));
  return row?.id ?? null;
}

export async function mailReplacementStep(
  tx: Tx,
  returnId: string,
  step: { template: "exchange-shipped" | "exchange-delivered"; eventId: number },
  shipment: { carrier: string; trackingNumber: string; at: string },
): Promise<void> {
  const [ret] = await tx.select().from(returns).where(eq(returns.id, returnId));
  if (!ret) return;
  const [order] = await tx.select().from(orders).where(eq(orders.id, ret.orderId));
  if (!order) return;
  const lines = await tx
    .select({ line: returnLines, orderLine: orderLines })
    .from(returnLines)
    .innerJoin(
      orderLines,
      and(eq(orderLines.orderId, returnLines.orderId), eq(orderLines.position, returnLines.orderLinePosition)),
    )
    .where(and(eq(returnLines.returnId, returnId), eq(returnLines.kind, "exchange")))
    .orderBy(asc(returnLines.position));
  await mailStep(tx, { ret, order, lines }, step.template, step.eventId, { shipment });
}
