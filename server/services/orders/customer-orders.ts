// What a customer (signed in, or a guest holding the order's token) may see and do.
import { desc, eq, inArray } from "drizzle-orm";
import type { Order } from "../../../domain/contracts/orders";
import type { SessionUser } from "../../auth/guards";
import { orderLines, orders } from "../../db/schema";
import { notFound } from "../../http/errors";
import type { Services } from "../services";
import { cancelPlacedOrder } from "./cancel-order";
import { isGuestTokenValid } from "./guest-token";
import { toOrder } from "./order-view";

export interface Requester {
  user: SessionUser | null;
  guestToken?: string | undefined;
}

/** Another person's order answers 404, exactly like an order that does not exist. */
async function ownedOrderRow(services: Services, id: string, who: Requester) {
  const row = await services.db.query.orders.findFirst({ where: eq(orders.id, id) });
  if (!row) throw notFound("No such order.");
  const mine = row.userId
    ? who.user?.id === row.userId
    : who.guestToken !== undefined && isGuestTokenValid(services.config.authSecret, row.id, who.guestToken);
  if (!mine) throw notFound("No such order.");
  return row;
}

export async function getOwnOrder(services: Services, id: string, who: Requester): Promise<Order> {
  const row = await ownedOrderRow(services, id, who);
  const lines = await services.db.select().from(orderLines).where(eq(orderLines.orderId, id));
  return toOrder(row, lines);
}

/** Deviation 3: cancelling marks the order, it never deletes the sale. Repeating is harmless. */
export async function cancelOwnOrder(services: Services, id: string, who: Requester): Promise<Order> {
  const row = await ownedOrderRow(services, id, who);
  if (row.status !== "cancelled") {
    await cancelPlacedOrder(services.db, id, who.user ? `user:${who.user.id}` : "guest");
    services.log.info({ orderId: id, by: who.user?.id ?? "guest" }, "order cancelled");
  }
  return getOwnOrder(services, id, who);
}

export async function listOwnOrders(services: Services, user: SessionUser): Promise<Order[]> {
  const rows = await services.db
    .select()
    .from(orders)
    .where(eq(orders.userId, user.id))
    .orderBy(desc(orders.purchasedAt));
  if (rows.length === 0) return [];
  const lines = await services.db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((r) =>
    toOrder(
      r,
      lines.filter((l) => l.orderId === r.id),
    ),
  );
}
