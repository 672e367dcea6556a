// Whether the mini bag is open. The header's bag link and the product page's Add To Bag both
// open it, and it is mounted once in the shop frame, so the flag lives outside React.
import { useSyncExternalStore } from "react";

let open = false;
/** Where focus was when the bag opened: it goes back there when the bag closes. */
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function openMiniBag(): void {
  if (open) return;
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  open = true;
  emit();
}

/**
 * The panel has no Radix trigger of its own (its openers live elsewhere), so Radix cannot return
 * focus on close; we do it here, unless the close came from following a link inside the bag.
 */
export function closeMiniBag(options: { restoreFocus?: boolean } = {}): void {
  if (!open) return;
  open = false;
  emit();
  const target = opener;
  opener = null;
  if (options.restoreFocus !== false && target?.isConnected) {
    // After Radix has released its focus trap for this render.
    requestAnimationFrame(() => target.focus());
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMiniBagOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
