import { z } from "zod";
import {
  cancelOrderBody,
  couponSchema,
  orderLookupBody,
  orderLookupResult,
  orderSchema,
  ownOrderPage,
  ownOrdersQuery,
  placeOrderBody,
  placedOrderSchema,
} from "../../../domain/contracts/orders";
import { ORDER_ID_PATTERN } from "../../../domain/ids";
import { badRequest, notFound } from "../../http/errors";
import { findCoupon } from "../../services/orders/coupons";
import { enforceRateLimit } from "../../http/rate-limit";
import { ORDER_LOOKUP_RATE } from "../../limits/rules";
import {
  cancelOwnOrder,
  getOwnOrder,
  listOwnOrders,
  lookUpOrder,
} from "../../services/orders/customer-orders";
import { placeOrder } from "../../services/orders/place-order";
import { ServiceError } from "../../services/errors";
import { defineRoute } from "../registry";

const orderIdParams = z.object({ id: z.string().regex(ORDER_ID_PATTERN, "Not an order id.") });
const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

export const orderRoutes = [
  defineRoute({
    method: "get",
    path: "/coupons/{code}",
    summary: "Look up a coupon code: its percentage and whether it has expired",
    tag: "checkout",
    access: "public",
    params: z.object({ code: z.string().min(1).max(64) }),
    response: couponSchema,
    handler: async ({ params, services }) => {
      const coupon = await findCoupon(services.db, params.code);
      if (!coupon) throw notFound("No such coupon.");
      return coupon;
    },
  }),
  defineRoute({
    method: "post",
    path: "/orders",
    summary: "Place an order; prices and totals are computed by the server. Send an Idempotency-Key header.",
    tag: "checkout",
    access: "public",
    body: placeOrderBody,
    response: placedOrderSchema,
    successStatus: 201,
    errors: { 409: "The Idempotency-Key belongs to another order, or was sent with a different one." },
    handler: async ({ body, c, services, user }) => {
      const key = c.req.header("idempotency-key") ?? null;
      if (key !== null && !IDEMPOTENCY_KEY.test(key)) {
        throw badRequest("Invalid Idempotency-Key.", { "Idempotency-Key": "8–100 letters, digits, _ or -." });
      }
      return placeOrder(services, body, { user: await user(), idempotencyKey: key });
    },
  }),
  defineRoute({
    method: "post",
    path: "/orders/lookup",
    summary: "Find an order by its number and the e-mail used at checkout (the guest order page)",
    tag: "orders",
    access: "public",
    body: orderLookupBody,
    response: orderLookupResult,
    handler: async ({ body, c, services, user }) => {
      const hit = await enforceRateLimit(c, services, "order-lookup", ORDER_LOOKUP_RATE);
      // Only a pair that finds nothing counts: a guest may open their own order as often as they
      // like, and a customer sent to log in (403) had the pair right too.
      const found = await lookUpOrder(services, body.orderId, body.email, await user()).catch(
        async (error: unknown) => {
          if (error instanceof ServiceError && error.kind === "forbidden") await hit.release();
          throw error;
        },
      );
      await hit.release();
      return found;
    },
  }),
  defineRoute({
    method: "get",
    path: "/orders/{id}",
    summary: "One of my orders (signed in, or sending the order's token as X-Order-Token)",
    tag: "orders",
    access: "public",
    params: orderIdParams,
    response: orderSchema,
    handler: async ({ params, c, services, user }) =>
      getOwnOrder(services, params.id, { user: await user(), guestToken: c.req.header("x-order-token") }),
  }),
  defineRoute({
    method: "post",
    path: "/orders/{id}/cancel",
    summary: "Cancel one of my orders; the record is kept and marked cancelled",
    tag: "orders",
    access: "public",
    params: orderIdParams,
    body: cancelOrderBody,
    response: orderSchema,
    handler: async ({ params, body, services, user }) =>
      cancelOwnOrder(services, params.id, { user: await user(), guestToken: body.guestToken }),
  }),
  defineRoute({
    method: "get",
    path: "/me/orders",
    summary: "My orders, newest first, a page at a time (pass the page's nextCursor for the next)",
    tag: "orders",
    access: "user",
    query: ownOrdersQuery,
    response: ownOrderPage,
    handler: async ({ query, services, user }) => listOwnOrders(services, (await user())!, query),
  }),
];
