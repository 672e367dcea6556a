// Demo coupons: one that works for years to come, one long expired, so both paths of the
// coupon rules can be tried in the shop.
import type { SeedCoupon } from "./types";

export const seedCoupons: SeedCoupon[] = [
  { code: "WELCOME10", percentage: 10, expiresAt: new Date("2035-12-31T23:59:59Z") },
  { code: "SUMMER22", percentage: 20, expiresAt: new Date("2022-09-01T00:00:00Z") },
];
