// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import type { Order } from "../../../domain/contracts/orders";
import { ApiClientError } from "../../../sdk/client";
import {
  KEEP_PLACED_MS,
  PLACED_ORDER_KEY,
  cancelledPlacedOrder,
  closePlacedOrder,
  forgetClosedOrder,
  forgetKeptOrder,
  keptOrderUnread,
  keptPlacedOrder,
  showPlacedOrder,
} from "./placed-order-store";

// Only the fields the store reads; the rest of an order is carried along untouched.
const order = (status: string) => ({ id: "1042", status }) as unknown as Order;

describe("the order just placed, kept for a reload of its tab", () => {
  beforeEach(() => {
    forgetClosedOrder();
    closePlacedOrder();
    forgetClosedOrder();
    sessionStorage.clear();
  });

  it("keeps the number, the guest's token and whether the panel is open, never the order itself", () => {
    showPlacedOrder(order("placed"), "tok");
    const raw = JSON.parse(sessionStorage.getItem(PLACED_ORDER_KEY)!) as Record<string, unknown>;
    expect(Object.keys(raw).sort()).toEqual(["at", "guestToken", "id", "open"]);
    expect(keptPlacedOrder()).toMatchObject({ id: "1042", guestToken: "tok", open: true });
  });

  it("follows the panel: closed after a cancel, and forgotten once the page is left", () => {
    showPlacedOrder(order("placed"), null);
    cancelledPlacedOrder(order("cancelled"));
    expect(keptPlacedOrder()).toMatchObject({ id: "1042", guestToken: null, open: false });
    forgetClosedOrder();
    expect(keptPlacedOrder()).toBeNull();
  });

  it("an open confirmation outlives leaving the page until it is closed", () => {
    showPlacedOrder(order("placed"), null);
    forgetClosedOrder();
    expect(keptPlacedOrder()?.open).toBe(true);
    closePlacedOrder();
    forgetClosedOrder();
    expect(keptPlacedOrder()).toBeNull();
  });

  it("is not brought back after an hour, from the future, or when unreadable", () => {
    showPlacedOrder(order("placed"), null);
    const at = keptPlacedOrder()!.at;
    expect(keptPlacedOrder(at + KEEP_PLACED_MS - 1)).not.toBeNull();
    expect(keptPlacedOrder(at + KEEP_PLACED_MS)).toBeNull();
    expect(keptPlacedOrder(at - 1)).toBeNull();
    for (const bad of ["{", "[]", '{"id":1042,"guestToken":null,"open":true,"at":1}', '"x"']) {
      sessionStorage.setItem(PLACED_ORDER_KEY, bad);
      expect(keptPlacedOrder()).toBeNull();
    }
  });

  it("the hour counts from the placing: showing the order again does not start it anew; past it, the entry goes", () => {
    showPlacedOrder(order("placed"), "tok");
    const first = keptPlacedOrder()!;
    const raw = JSON.parse(sessionStorage.getItem(PLACED_ORDER_KEY)!) as Record<string, unknown>;
    sessionStorage.setItem(PLACED_ORDER_KEY, JSON.stringify({ ...raw, at: first.at - 1000 }));
    closePlacedOrder();
    expect(keptPlacedOrder()!.at).toBe(first.at - 1000);
    expect(keptPlacedOrder(first.at - 1000 + KEEP_PLACED_MS)).toBeNull();
    expect(sessionStorage.getItem(PLACED_ORDER_KEY)).toBeNull();
  });

  it("a kept order that cannot be read again is forgotten, but never the one on screen", () => {
    showPlacedOrder(order("placed"), null);
    forgetKeptOrder();
    expect(keptPlacedOrder()).not.toBeNull();
    closePlacedOrder();
    forgetClosedOrder();
    sessionStorage.setItem(
      PLACED_ORDER_KEY,
      JSON.stringify({ id: "7", guestToken: null, open: true, at: Date.now() }),
    );
    forgetKeptOrder();
    expect(keptPlacedOrder()).toBeNull();
  });

  it("a kept order unread for want of a network stays for the next reload; one the server refuses goes", () => {
    const kept = JSON.stringify({ id: "8", guestToken: "t", open: true, at: Date.now() });
    sessionStorage.setItem(PLACED_ORDER_KEY, kept);
    keptOrderUnread(new TypeError("Failed to fetch"));
    keptOrderUnread(new ApiClientError(503, "unavailable", "The shop is busy."));
    keptOrderUnread(new ApiClientError(429, "rate_limited", "Too many requests."));
    expect(keptPlacedOrder()).toMatchObject({ id: "8", guestToken: "t" });
    keptOrderUnread(new ApiClientError(404, "not_found", "No such order."));
    expect(keptPlacedOrder()).toBeNull();
  });
});
