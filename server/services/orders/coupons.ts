import { eq } from "drizzle-orm";
import type { Coupon } from "../../../domain/contracts/orders";
import { isCouponValid, normalizeCouponCode } from "../../../domain/coupon";
import type { Db } from "../../db/client";
import { coupons } from "../../db/schema";

export async function findCoupon(
  db: Pick<Db, "select">,
  code: string,
  now = new Date(),
): Promise<Coupon | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, normalizeCouponCode(code)));
  if (!row) return null;
  return {
    code: row.code,
    percentage: row.percentage,
    expiresAt: row.expiresAt.toISOString(),
    expired: !isCouponValid(row, now),
  };
}
