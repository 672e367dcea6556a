// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { PENDING_PATIENCE_MS, rememberWishlistTap, takeWishlistTap } from "./pending-wishlist";

describe("a guest's wishlist tap kept while they sign in", () => {
  beforeEach(() => sessionStorage.clear());

  it("is taken once, for the piece tapped", () => {
    rememberWishlistTap("p1", 1_000);
    expect(takeWishlistTap("p1", 2_000)).toBe(true);
    expect(takeWishlistTap("p1", 2_000)).toBe(false);
  });

  it("is forgotten on another piece's page, so it never saves later", () => {
    rememberWishlistTap("p1", 1_000);
    expect(takeWishlistTap("p2", 2_000)).toBe(false);
    expect(takeWishlistTap("p1", 2_000)).toBe(false);
  });

  it("lapses after a quarter of an hour, and a clock set back does not revive it", () => {
    rememberWishlistTap("p1", 0);
    expect(takeWishlistTap("p1", PENDING_PATIENCE_MS + 1)).toBe(false);
    rememberWishlistTap("p1", 10_000);
    expect(takeWishlistTap("p1", 5_000)).toBe(false);
    rememberWishlistTap("p1", 0);
    expect(takeWishlistTap("p1", PENDING_PATIENCE_MS)).toBe(true);
  });

  it("reads nothing from what it did not write", () => {
    for (const bad of ["{", "null", "[]", '{"productId":"p1"}', '{"productId":"p1","at":"0"}']) {
      sessionStorage.setItem("wishlistPending", bad);
      expect(takeWishlistTap("p1", 1), bad).toBe(false);
    }
  });
});
