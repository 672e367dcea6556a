import { describe, expect, it } from "vitest";
import { couponCodeSchema } from "./contracts/coupon";
import * as coupon from "./coupon";

describe("coupon messages", () => {
  it("match the spec", () => {
    expect(coupon.couponAdded("SUMMER20")).toBe('Coupon code "SUMMER20" was added.');
    expect(coupon.couponNotFound("NOPE")).toBe('Coupon code "NOPE" doesn\'t exist.');
    expect(coupon.couponExpired("OLD10")).toBe('Coupon code "OLD10" is expired.');
  });

  it("shows the error's message on a lookup failure", () => {
    expect(coupon.couponLookupError(new Error("network down"))).toBe("Error: network down");
    expect(coupon.couponLookupError("timeout")).toBe("Error: timeout");
  });
});

describe("coupon.normalizeCouponCode", () => {
  it("trims and upper-cases", () => {
    expect(coupon.normalizeCouponCode("  summer20 ")).toBe("SUMMER20");
    expect(coupon.normalizeCouponCode("Vip")).toBe("VIP");
  });
});

describe("couponCodeSchema", () => {
  it("normalizes the code", () => {
    expect(couponCodeSchema.parse(" welcome10 ")).toBe("WELCOME10");
  });

  it("rejects an empty or blank code", () => {
    expect(couponCodeSchema.safeParse("").success).toBe(false);
    expect(couponCodeSchema.safeParse("   ").success).toBe(false);
  });
});

describe("coupon.isCouponValid", () => {
  const now = new Date("2025-06-01T12:00:00Z");

  it("is valid while the expiry is later than now", () => {
    expect(coupon.isCouponValid({ expiresAt: new Date("2025-06-01T12:00:01Z") }, now)).toBe(true);
    expect(coupon.isCouponValid({ expiresAt: "2026-01-01T00:00:00Z" }, now)).toBe(true);
    expect(coupon.isCouponValid({ expiresAt: now.getTime() + 1 }, now)).toBe(true);
  });

  it("is expired at or after the expiry", () => {
    expect(coupon.isCouponValid({ expiresAt: now }, now)).toBe(false);
    expect(coupon.isCouponValid({ expiresAt: "2025-05-31T00:00:00Z" }, now)).toBe(false);
  });

  it("treats an unreadable expiry as expired", () => {
    expect(coupon.isCouponValid({ expiresAt: "soon" }, now)).toBe(false);
  });

  it("uses the current time by default", () => {
    expect(coupon.isCouponValid({ expiresAt: Date.now() + 60_000 })).toBe(true);
    expect(coupon.isCouponValid({ expiresAt: Date.now() - 60_000 })).toBe(false);
  });
});
