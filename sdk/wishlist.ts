// The signed-in shopper's wishlist. A module of its own (as viewer.ts): the product page keeps
// a piece with it, and importing the account client there would bring all of it into the page.
import type { Wishlist, WishlistItemState } from "../domain/contracts/wishlist";
import { type ApiClientOptions, createRequest } from "./client";

/** The /api/v1 paths this module calls, checked against the OpenAPI document in endpoints.test.ts. */
export const WISHLIST_ENDPOINTS = [
  ["get", "/me/wishlist"],
  ["get", "/me/wishlist/{productId}"],
  ["put", "/me/wishlist/{productId}"],
  ["delete", "/me/wishlist/{productId}"],
] as const;

export function createWishlistClient(opts: ApiClientOptions = {}) {
  const send = createRequest(opts, "/api/v1");
  const item = (productId: string) => `/me/wishlist/${encodeURIComponent(productId)}`;
  return {
    /** Never from the browser's cache: the list changes with every save. */
    read: (signal?: AbortSignal) => send<Wishlist>("GET", "/me/wishlist", { signal, cache: "no-store" }),
    /** Whether one piece is kept; never from the browser's cache either. */
    has: (productId: string, signal?: AbortSignal) =>
      send<WishlistItemState>("GET", item(productId), { signal, cache: "no-store" }),
    save: (productId: string) => send<Wishlist>("PUT", item(productId), { json: {} }),
    remove: (productId: string) => send<Wishlist>("DELETE", item(productId)),
  };
}
