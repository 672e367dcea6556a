// The header badge reads the bag straight from localStorage, so it needs no bag state of its own.
import { useBrowserStore } from "../../lib/use-browser-store";
import { bagCount } from "../../../domain/bag-count";

export const BAG_STORAGE_KEY = "shoppingBagList";
/** Dispatched on window by code that writes the bag in this tab ('storage' covers other tabs). */
export const BAG_CHANGED_EVENT = "atelier:bag";

export function notifyBagChanged(): void {
  window.dispatchEvent(new Event(BAG_CHANGED_EVENT));
}

/** Pieces in a stored bag; anything unreadable counts as an empty bag rather than breaking. */
export function countStoredBag(raw: string | null): number {
  if (!raw) return 0;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return 0;
    const lines = parsed.flatMap((line: unknown) => {
      const quantity =
        typeof line === "object" && line !== null ? (line as { quantity?: unknown }).quantity : undefined;
      return typeof quantity === "number" && Number.isSafeInteger(quantity) && quantity > 0
        ? [{ quantity }]
        : [];
    });
    return bagCount(lines);
  } catch {
    return 0;
  }
}

function readCount(): number {
  try {
    return countStoredBag(window.localStorage.getItem(BAG_STORAGE_KEY));
  } catch {
    // Storage can be blocked (privacy settings); the badge then stays empty.
    return 0;
  }
}

/** Calls onChange when the bag is written in this tab or another; returns the unsubscribe. */
export function subscribeToBag(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === BAG_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(BAG_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(BAG_CHANGED_EVENT, onChange);
  };
}

const serverCount = () => null;

/**
 * Pieces in the bag, for the header's badge; null on the server and during hydration, when the
 * count is not known yet.
 */
export function useBagCount(): number | null {
  return useBrowserStore<number | null>(subscribeToBag, readCount, serverCount);
}
