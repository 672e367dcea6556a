// A reload of the page that showed 'Purchase Successful' shows it again: the order is read once
// more from the server (it may have been cancelled meanwhile, from the e-mail's link), with the
// guest's token when there is one. An order that cannot be read (gone, not this visitor's any
// more after a sign-out, or no network) is forgotten: the page goes on as without it.
import { useEffect, useState } from "react";
import { checkoutApi } from "../../lib/checkout-api";
import { forgetKeptOrder, keptPlacedOrder, placedOrderShown, showPlacedOrder } from "./placed-order-store";

/**
 * Called by the pages that show the confirmation, once their bag is read: only an empty bag
 * brings it back (a shopper who has filled the bag again has moved on). Turns true once a kept
 * confirmation has been read again or forgotten, so the checkout, which waits while one is kept,
 * looks again whether to send an empty bag to /bag.
 */
export function useRestoredPlacedOrder(bagEmpty: boolean): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!bagEmpty || placedOrderShown()) return;
    const kept = keptPlacedOrder();
    if (kept === null) return;
    let current = true;
    checkoutApi
      .order(kept.id, kept.guestToken ?? undefined)
      .then(
        (order) => {
          if (current) showPlacedOrder(order, kept.guestToken, kept.open);
        },
        () => forgetKeptOrder(),
      )
      .finally(() => {
        if (current) setSettled(true);
      });
    return () => {
      current = false;
    };
  }, [bagEmpty]);
  return settled;
}
