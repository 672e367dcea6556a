// What a customer (signed in, or anyone holding the order's token: the guest's device, or the
// signed link of the order e-mails) may see and do.
import { and, eq, sql } from "drizzle-orm";
import { OWN_ORDERS_PAGE, type Order, type OwnOrderPage } from "../../../domain/contracts/orders";
import { CANCEL_REFUSALS, customerMayCancel } from "../../../domain/order-events";
import type { SessionUser } from "../../auth/guards";
import { orders } from "../../db/schema";
import { conflict, forbidden, notFound } from "../errors";
import type { Services } from "../../services-type";
import { ANONYMISED_EMAIL_DOMAIN } from "../account/anonymise-orders";
import { cancelPlacedOrder } from "./cancel-order";
import { guestTokenFor, isGuestTokenValid } from "./guest-token";
import { readOrder } from "./order-events";
import { ordersWithParts } from "./orders-with-parts";

export interface Requester {
  user: SessionUser | null;
  guestToken?: string | undefined;
}

/** The true reason an order that is not cancelled cannot be. */
const cancelRefusal = (order: Pick<Order, "replacementFor">) =>
  order.replacementFor ? CANCEL_REFUSALS.replacement : CANCEL_REFUSALS.shipped;

/**
 * Another person's order answers 404, exactly like an order that does not exist. The order's
 * token opens any order (it is what the order e-mail's link carries); without it, a signed-in
 * customer sees their own orders.
 */
export async function ownedOrderRow(services: Services, id: string, who: Requester) {
  const row = await services.db.query.orders.findFirst({ where: eq(orders.id, id) });
  if (!row) throw notFound("No such order.");
  const byToken =
    who.guestToken !== undefined && isGuestTokenValid(services.config.authSecret, row.id, who.guestToken);
  const byAccount = row.userId !== null && who.user?.id === row.userId;
  if (!byToken && !byAccount) throw notFound("No such order.");
  return row;
}

export async function getOwnOrder(services: Services, id: string, who: Requester): Promise<Order> {
  await ownedOrderRow(services, id, who);
  const order = await readOrder(services.db, id);
  if (!order) throw notFound("No such order.");
  return order;
}

/**
 * Decision 3: cancelling marks the order, it never deletes the sale. Repeating is harmless;
 * once anything has shipped the answer is 409.
 */
export async function cancelOwnOrder(services: Services, id: string, who: Requester): Promise<Order> {
  const before = await getOwnOrder(services, id, who);
  if (before.status !== "cancelled") {
    if (!customerMayCancel(before)) throw conflict(cancelRefusal(before));
    const cancelled = await cancelPlacedOrder(services.db, id, who.user ? `user:${who.user.id}` : "guest");
    if (cancelled) services.log.info({ orderId: id, by: who.user?.id ?? "guest" }, "order cancelled");
    else {
      // Lost a race with staff shipping it: the order is no longer cancellable.
      const now = await readOrder(services.db, id);
      if (now && now.status !== "cancelled") throw conflict(cancelRefusal(now));
    }
  }
  return getOwnOrder(services, id, who);
}

/** The account's orders tab and GET /me/orders: a page of the user's orders, newest first, in one query. */
export function listOwnOrders(
  services: Services,
  user: Pick<SessionUser, "id">,
  page: { limit?: number; cursor?: string | undefined } = {},
): Promise<OwnOrderPage> {
  return ordersWithParts(services.db, user.id, { limit: page.limit ?? OWN_ORDERS_PAGE, cursor: page.cursor });
}

export const LOOKUP_NOT_FOUND = "We could not find an order with this number and e-mail address.";
export const LOOKUP_ACCOUNT_ORDER = "This order belongs to an account. Please log in to see it.";
export const LOOKUP_OTHER_ACCOUNT =
  "This order belongs to another account. Please log in to that account to see it.";

/**
 * The guest order page: a wrong number and a wrong e-mail get the same 404, so the answer never
 * says which part was right. The route throttles attempts per client address. An order placed
 * while signed in is opened in the account only: a number and an address read off a parcel or a
 * receipt must not be enough to cancel it or return its items (its own e-mails' signed links
 * still open it), except to that account signed in. Nor is an order whose account was deleted:
 * its e-mail is made of its number.
 */
export async function lookUpOrder(
  services: Services,
  orderId: string,
  email: string,
  user: Pick<SessionUser, "id"> | null = null,
) {
  if (email.toLowerCase().endsWith(ANONYMISED_EMAIL_DOMAIN)) throw notFound(LOOKUP_NOT_FOUND);
  const [row] = await services.db
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(sql`lower(${orders.email})`, email.toLowerCase())));
  // Its owner, signed in, is who the account would show it to anyway.
  if (row?.userId && row.userId !== user?.id)
    throw user
      ? forbidden(LOOKUP_OTHER_ACCOUNT, "other_account_order")
      : forbidden(LOOKUP_ACCOUNT_ORDER, "account_order");
  const order = row ? await readOrder(services.db, row.id) : null;
  if (!order) throw notFound(LOOKUP_NOT_FOUND);
  return { order, token: guestTokenFor(services.config.authSecret, order.id) };
}
