// Shop messages of docs/behaviour.md §8. Checkout shows its own coupon error state, whose wording the spec
// leaves open; it can reuse these.
export function couponAdded(code: string): string {
  return `Coupon code "${code}" was added.`;
}

export function couponNotFound(code: string): string {
  return `Coupon code "${code}" doesn't exist.`;
}

export function couponExpired(code: string): string {
  return `Coupon code "${code}" is expired.`;
}

/**
 * Why a coupon field cleared after typing is marked (docs/behaviour.md §5 marks it; the spec gives
 * no words): a mark needs its reason in text, for the eye and for a screen reader.
 */
export const ENTER_COUPON_CODE = "Enter a coupon code.";

/** An unexpected lookup failure; only the message is shown, never a stack. */
export function couponLookupError(error: unknown): string {
  return `Error: ${error instanceof Error ? error.message : String(error)}`;
}

/** Codes are stored upper-case, so 'summer20 ' finds SUMMER20. */
/** No coupon code is longer: a longer one is simply not a coupon. */
export const COUPON_CODE_MAX = 64;

export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * A coupon applies only while its expiry is strictly later than now; an unreadable expiry counts
 * as expired rather than valid forever.
 */
export function isCouponValid(
  coupon: { expiresAt: Date | string | number },
  now: Date = new Date(),
): boolean {
  const expiresAt = new Date(coupon.expiresAt).getTime();
  return !Number.isNaN(expiresAt) && expiresAt > now.getTime();
}
