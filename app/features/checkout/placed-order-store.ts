// The order just placed, shown in the 'Purchase Successful' panel. It outlives the checkout
// page on purpose: a guest is taken to /bag and sees the panel there (docs/behaviour.md §2), so the order is
// kept outside React, like the mini bag's open flag. Its number (and a guest's token) is also
// kept in the tab's sessionStorage, so a reload brings the confirmation back instead of an empty
// bag (restore-placed-order.ts reads the order again from the server).
import { useSyncExternalStore } from "react";
import type { Order } from "../../../domain/contracts/orders";
import { ApiClientError } from "../../../sdk/client";
import { tabStorage } from "../../lib/tab-storage";

export interface PlacedOrderState {
  order: Order;
  /** The guest's proof of ownership, needed to cancel; null for a signed-in buyer. */
  guestToken: string | null;
  open: boolean;
}

/** What a reload needs to show the confirmation again: never the order itself (it may change). */
export interface KeptPlacedOrder {
  id: string;
  guestToken: string | null;
  open: boolean;
  /** When it was kept (ms): a tab left for hours does not greet its shopper with an old order. */
  at: number;
}

export const PLACED_ORDER_KEY = "placedOrder";
/** How long a reload still shows the confirmation. */
export const KEEP_PLACED_MS = 60 * 60 * 1000;

let state: PlacedOrderState | null = null;
const listeners = new Set<() => void>();

function keep(next: PlacedOrderState | null): void {
  const storage = tabStorage();
  try {
    if (next === null) storage?.removeItem(PLACED_ORDER_KEY);
    else {
      // The hour counts from the placing: showing it again (a reload) does not start it anew.
      const earlier = keptPlacedOrder();
      const kept: KeptPlacedOrder = {
        id: next.order.id,
        guestToken: next.guestToken,
        open: next.open,
        at: earlier?.id === next.order.id ? earlier.at : Date.now(),
      };
      storage?.setItem(PLACED_ORDER_KEY, JSON.stringify(kept));
    }
  } catch {
    // Blocked storage: the confirmation is shown until the page is left, as before.
  }
}

function isKept(value: unknown): value is KeptPlacedOrder {
  if (typeof value !== "object" || value === null) return false;
  const { id, guestToken, open, at } = value as Record<string, unknown>;
  return (
    typeof id === "string" &&
    (guestToken === null || typeof guestToken === "string") &&
    typeof open === "boolean" &&
    typeof at === "number"
  );
}

/**
 * The confirmation a reload should bring back, if this tab placed an order within the hour. An
 * entry past it, or unreadable, is removed (with a guest's token).
 */
export function keptPlacedOrder(now = Date.now()): KeptPlacedOrder | null {
  const storage = tabStorage();
  try {
    const raw = storage?.getItem(PLACED_ORDER_KEY) ?? null;
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    if (isKept(parsed) && now - parsed.at >= 0 && now - parsed.at < KEEP_PLACED_MS) return parsed;
  } catch {
    // Unreadable: removed below, as nothing kept.
  }
  try {
    storage?.removeItem(PLACED_ORDER_KEY);
  } catch {
    // Blocked storage: nothing to remove.
  }
  return null;
}

function set(next: PlacedOrderState | null): void {
  state = next;
  keep(next);
  for (const listener of listeners) listener();
}

export function showPlacedOrder(order: Order, guestToken: string | null, open = true): void {
  set({ order, guestToken, open });
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

/** A kept confirmation that can no longer be shown (the order is gone, or not this visitor's). */
export function forgetKeptOrder(): void {
  if (state === null) keep(null);
}

/**
 * The kept order could not be read again: forgotten when the server refused it (a 4xx: gone, or
 * not this visitor's any more), kept for the next reload within its hour when the network or the
 * server failed, which says nothing about the order.
 */
export function keptOrderUnread(error: unknown): void {
  const { status } = error instanceof ApiClientError ? error : { status: 0 };
  // Too many requests, or too slow a one, say nothing about the order either.
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) forgetKeptOrder();
}

/** Whether this page already has an order to confirm (just placed, or read again). */
export const placedOrderShown = (): boolean => state !== null;

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
