// The coupon of the bag and checkout pages (docs/behaviour.md §4 Coupon): apply looks the code up, a stored
// code is re-checked when the page loads, Remove clears it. The server re-checks it once more
// when the order is placed (decision 1 in docs/decisions.md).
import { useCallback, useEffect, useRef, useState } from "react";
import type { Coupon } from "../../../domain/contracts/orders";
import {
  couponAdded,
  couponExpired,
  couponLookupError,
  couponNotFound,
  isCouponValid,
  normalizeCouponCode,
} from "../../../domain/coupon";
import { ApiClientError } from "../../../sdk/client";
import { checkoutApi } from "../../lib/checkout-api";
import { clearStoredCoupon, readStoredCoupon, storeCoupon } from "./coupon-store";

export interface AppliedCoupon {
  code: string;
  percentage: number;
}

export interface CouponMessage {
  text: string;
  tone: "success" | "error";
}

type Outcome = { coupon: AppliedCoupon } | { refused: string } | { failed: string };

/** One lookup, read as the spec's outcomes: added, expired, not found, or a lookup error. */
async function check(code: string): Promise<Outcome> {
  let found: Coupon;
  try {
    found = await checkoutApi.lookupCoupon(code);
  } catch (error) {
    // 400: a code no coupon could have (too long), which is a code that does not exist.
    if (error instanceof ApiClientError && (error.status === 404 || error.status === 400))
      return { refused: couponNotFound(code) };
    return { failed: couponLookupError(error) };
  }
  // The server says whether it expired; the expiry date is checked too, in case it passes
  // between the server's answer and now.
  if (found.expired || !isCouponValid(found)) return { refused: couponExpired(found.code) };
  return { coupon: { code: found.code, percentage: found.percentage } };
}

export function useCoupon() {
  // The stored code, read at the first render in the browser. Pages render the coupon field only
  // once the device's bag is known (after hydration), so the server's HTML never shows it.
  const [stored] = useState(() =>
    typeof window === "undefined" ? null : normalizeCouponCode(readStoredCoupon() ?? "") || null,
  );
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  /** The code being looked up: typed and applied, or the stored one being re-checked. */
  const [pending, setPending] = useState<string | null>(stored);
  const [message, setMessage] = useState<CouponMessage | null>(null);
  const running = useRef(stored !== null);

  const settle = useCallback((outcome: Outcome, announceSuccess: boolean) => {
    running.current = false;
    setPending(null);
    if ("coupon" in outcome) {
      storeCoupon(outcome.coupon.code);
      setApplied(outcome.coupon);
      setMessage(announceSuccess ? { text: couponAdded(outcome.coupon.code), tone: "success" } : null);
    } else if ("refused" in outcome) {
      clearStoredCoupon();
      setApplied(null);
      setMessage({ text: outcome.refused, tone: "error" });
    } else {
      // A failed lookup keeps a stored code: the next page load tries it again.
      setApplied(null);
      setMessage({ text: outcome.failed, tone: "error" });
    }
  }, []);

  // docs/behaviour.md §4: a stored coupon is re-checked on load; an expired one is cleared with the message.
  useEffect(() => {
    if (stored === null) return;
    let live = true;
    void check(stored).then((outcome) => live && settle(outcome, false));
    return () => {
      live = false;
    };
  }, [stored, settle]);

  /** False when there is nothing to look up (empty after trimming) or a lookup is running. */
  const apply = useCallback(
    (input: string): boolean => {
      const code = normalizeCouponCode(input);
      if (code === "" || running.current) return false;
      running.current = true;
      setPending(code);
      void check(code).then((outcome) => settle(outcome, true));
      return true;
    },
    [settle],
  );

  /** Remove clears it (docs/behaviour.md §4); placing an order does the same. */
  const remove = useCallback(() => {
    clearStoredCoupon();
    setApplied(null);
    setMessage(null);
  }, []);

  /** The server refused the coupon at placement (it expired meanwhile): shown in the field. */
  const refuse = useCallback((text: string) => setMessage({ text, tone: "error" }), []);

  return { applied, busy: pending !== null, pending, message, apply, remove, refuse };
}

export type CouponState = ReturnType<typeof useCoupon>;
