import { z } from "zod";
import { COUPON_CODE_MAX, normalizeCouponCode } from "../coupon";

/** Apply is refused while the field is empty after trimming (docs/behaviour.md §5); codes are upper-case. */
export const couponCodeSchema = z
  .string()
  .transform(normalizeCouponCode)
  .pipe(z.string().min(1).max(COUPON_CODE_MAX));
