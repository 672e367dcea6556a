// The order just placed, shown in the 'Purchase Successful' panel. It outlives the checkout
// page on purpose: a guest is taken to /bag and sees the panel there (docs/behaviour.md §2), so the order is
// kept outside React, like the mini bag's open flag.
import { useSyncExternalStore } from "react";
import type { Order } from "../../../domain/contracts/orders";

export interface PlacedOrderState {
  order: Order;
  /** The guest's proof of ownership, needed to cancel; null for a signed-in buyer. */
  guestToken: string | null;
  open: boolean;
}

let state: PlacedOrderState | null = null;
const listeners = new Set<() => void>();

function set(next: PlacedOrderState | null): void {
  state = next;
  for (const listener of listeners) listener();
}

export function showPlacedOrder(order: Order, guestToken: string | null): void {
  set({ order, guestToken, open: true });
}

/** The order as the server now has it (cancelled), the panel closed. */
export function cancelledPlacedOrder(order: Order): void {
  if (state) set({ ...state, order, open: false });
}

export function closePlacedOrder(): void {
  if (state?.open) set({ ...state, open: false });
}

/** Once the page that showed it is left, the confirmation is not shown again. */
export function forgetClosedOrder(): void {
  if (state && !state.open) set(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePlacedOrder(): PlacedOrderState | null {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => null,
  );
}
