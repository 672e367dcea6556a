// Typed client of the checkout endpoints: coupon lookup, placing an order, reading and cancelling
// it. Kept apart from client.ts because placing needs a header of its own (Idempotency-Key) and
// a guest proves ownership with a token. Type-only imports keep zod out of the shop's JavaScript.
import type {
  Coupon,
  Order,
  OrderLookupBody,
  OrderLookupResult,
  PlaceOrderBody,
  PlacedOrder,
} from "../domain/contracts/orders";
import type { OrderReturns, ReturnRequestBody, ReturnView } from "../domain/contracts/returns";
import { type ApiClientOptions, createRequest } from "./client";

/** The /api/v1 paths this module calls, checked against the OpenAPI document in checkout.test.ts. */
export const CHECKOUT_ENDPOINTS = [
  ["get", "/coupons/{code}"],
  ["post", "/orders"],
  ["get", "/orders/{id}"],
  ["post", "/orders/{id}/cancel"],
  ["post", "/orders/lookup"],
  ["get", "/orders/{id}/returns"],
  ["post", "/orders/{id}/returns"],
] as const;

export function createCheckoutClient(opts: ApiClientOptions = {}) {
  const send = createRequest(opts, "/api/v1");

  const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;

  return {
    /** 404 (ApiClientError status 404) when no such code exists; `expired` says the rest. */
    lookupCoupon: (code: string, signal?: AbortSignal) =>
      send<Coupon>("GET", `/coupons/${encodeURIComponent(code)}`, { signal }),
    /**
     * Sending the same key again returns the order placed the first time instead of a second
     * one, so a retry after a lost response or a double click is safe.
     */
    placeOrder: (body: PlaceOrderBody, idempotencyKey: string) =>
      send<PlacedOrder>("POST", "/orders", { json: body, headers: { "Idempotency-Key": idempotencyKey } }),
    /** A guest reads their order with the token returned at placement. */
    order: (id: string, guestToken?: string) =>
      send<Order>("GET", orderPath(id), {
        headers: guestToken ? { "X-Order-Token": guestToken } : undefined,
      }),
    cancelOrder: (id: string, guestToken?: string) =>
      send<Order>("POST", `${orderPath(id)}/cancel`, { json: guestToken ? { guestToken } : {} }),
    /** The guest order page: 404 for a wrong number or e-mail alike, 429 when throttled. */
    lookupOrder: (body: OrderLookupBody) => send<OrderLookupResult>("POST", "/orders/lookup", { json: body }),
    /** The order's returns and what its lines may still be returned for (docs/behaviour.md §4 Returns). */
    orderReturns: (id: string, guestToken?: string) =>
      send<OrderReturns>("GET", `${orderPath(id)}/returns`, {
        headers: guestToken ? { "X-Order-Token": guestToken } : undefined,
      }),
    /** 400 names the field, 409 says why in plain words; nothing is written on a refusal. */
    requestReturn: (id: string, body: ReturnRequestBody) =>
      send<ReturnView>("POST", `${orderPath(id)}/returns`, { json: body }),
  };
}

export type CheckoutClient = ReturnType<typeof createCheckoutClient>;
