// A replacement order ships like any order (fulfilment.ts), but its customer hears about their
// exchange, not about a new purchase: these e-mails replace 'order-shipped' / 'order-delivered'
// for an order that is the replacement of a return.
import { eq } from "drizzle-orm";
import { orders, returns } from "../../db/schema";
import type { Tx } from "../stock/levels";
import { mailStep, readReturnLines } from "./staff-step-core";

/** The return whose replacement this order is, or null for an ordinary order. */
export async function returnReplacedBy(tx: Pick<Tx, "select">, orderId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: returns.id })
    .from(returns)
    .where(eq(returns.replacementOrderId, orderId));
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
  const lines = (await readReturnLines(tx, returnId)).filter(({ line }) => line.kind === "exchange");
  const replacementOrderId = ret.replacementOrderId ?? undefined;
  await mailStep(tx, { ret, order, lines }, step.template, step.eventId, { shipment, replacementOrderId });
}
