// Cancelling marks a placed order cancelled and takes it out of the sales roll-ups in the same
// transaction, so the analytics panels never count it. Used by the customer and the staff paths.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orderLines, orders } from "../../db/schema";
import { applyToRollups } from "../dashboard/sales-rollups";
import { restoreStock } from "../stock/restore";
import { recordCancellation } from "./order-events";

const notReplacement = sql`not exists (select 1 from returns r where r.replacement_order_id = ${orders.id})`;

/**
 * Returns whether this call cancelled it (false: no such order, already cancelled, or something
 * has shipped: only an order still 'placed' can be cancelled).
 */
export async function cancelPlacedOrder(db: Db, id: string, cancelledBy: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The status condition makes a second, concurrent cancel find nothing: subtracted once.
    const at = new Date();
    const [row] = await tx
      .update(orders)
      .set({ status: "cancelled", cancelledAt: at, cancelledBy })
      // An exchange's replacement is not a sale and cannot be cancelled (decision 76).
      .where(and(eq(orders.id, id), eq(orders.status, "placed"), notReplacement))
      .returning({
        purchasedAt: orders.purchasedAt,
        totalCents: orders.totalCents,
        couponCode: orders.couponCode,
        discountCents: orders.discountCents,
      });
    if (!row) return false;
    const lines = await tx
      .select({
        productId: orderLines.productId,
        title: orderLines.title,
        quantity: orderLines.quantity,
        lineTotalCents: orderLines.lineTotalCents,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, id));
    await restoreStock(tx, id);
    // The 'cancelled' event and the customer's e-mail commit with the cancellation.
    await recordCancellation(tx, id, cancelledBy, at);
    await applyToRollups(tx, row, lines, -1);
    return true;
  });
}
