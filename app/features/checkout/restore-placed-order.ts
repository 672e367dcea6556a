// A reload of the page that showed 'Purchase Successful' shows it again: the order is read once
// more from the server (it may have been cancelled meanwhile, from the e-mail's link), with the
// guest's token when there is one. An order the server refuses (gone, not this visitor's any more
// after a sign-out) is forgotten; one unread for want of a network is kept for the next reload.
// Either way the page goes on as without it.
//
// Only the page the browser reloaded (or came back to with Back or Forward) brings it back, once,
// when its bag is first read: not a page reached later in the tab, nor the bag emptied by hand.
import { useCallback, useEffect, useRef, useState } from "react";
import { checkoutApi } from "../../lib/checkout-api";
import { keptOrderUnread, keptPlacedOrder, placedOrderShown, showPlacedOrder } from "./placed-order-store";

/** Whether one page of this document has already had its chance to bring the order back. */
let tried = false;

/** Whether the page at `pathname` is the one the browser just reloaded or returned to. */
function reloadedHere(pathname: string): boolean {
  const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  if (!entry || (entry.type !== "reload" && entry.type !== "back_forward")) return false;
  try {
    return new URL(entry.name).pathname === pathname;
  } catch {
    return false;
  }
}

export interface RestoredPlacedOrder {
  /** Whether a kept order is being read again now (the checkout waits before leaving for /bag). */
  reading: () => boolean;
  /** Turns true once that read has ended, so the checkout looks again. */
  settled: boolean;
}

/**
 * Called by the pages that show the confirmation with their bag (null until read): only an empty
 * bag brings it back (a shopper who has filled the bag again has moved on). Its effect runs before
 * the page's own effects declared after the call, so `reading()` is already true there.
 */
export function useRestoredPlacedOrder(bag: readonly unknown[] | null): RestoredPlacedOrder {
  const [settled, setSettled] = useState(false);
  const decided = useRef(false);
  const inFlight = useRef(false);
  const reading = useCallback(() => inFlight.current, []);
  useEffect(() => {
    if (bag === null || decided.current) return;
    decided.current = true;
    const first = !tried;
    tried = true;
    if (!first || bag.length > 0 || placedOrderShown() || !reloadedHere(window.location.pathname)) return;
    const kept = keptPlacedOrder();
    if (kept === null) return;
    let current = true;
    inFlight.current = true;
    checkoutApi
      .order(kept.id, kept.guestToken ?? undefined)
      .then((order) => {
        if (current) showPlacedOrder(order, kept.guestToken, kept.open);
      }, keptOrderUnread)
      .finally(() => {
        inFlight.current = false;
        if (current) setSettled(true);
      });
    return () => {
      current = false;
    };
  }, [bag]);
  return { reading, settled };
}
