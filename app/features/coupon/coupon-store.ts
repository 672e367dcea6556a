// The applied coupon lives on the device under 'couponCode' (docs/behaviour.md §3): the code only. The
// percentage is never trusted from storage; it comes from a fresh lookup on every page load.
export const COUPON_STORAGE_KEY = "couponCode";

export function readStoredCoupon(): string | null {
  try {
    const code = window.localStorage.getItem(COUPON_STORAGE_KEY);
    return code && code.trim() !== "" ? code : null;
  } catch {
    // Blocked storage: no coupon survives the page, which is the same as none stored.
    return null;
  }
}

export function storeCoupon(code: string): void {
  try {
    window.localStorage.setItem(COUPON_STORAGE_KEY, code);
  } catch {
    // The coupon still applies on this page; it just is not remembered.
  }
}

export function clearStoredCoupon(): void {
  try {
    window.localStorage.removeItem(COUPON_STORAGE_KEY);
  } catch {
    // Nothing stored that could be cleared.
  }
}
