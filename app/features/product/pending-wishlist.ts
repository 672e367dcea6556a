// A guest's tap on 'Add To Wishlist', kept in the tab while they sign in: back on the piece's
// page (the Log In link's `next`, decision 129) and signed in, the piece is kept for them without
// a second tap. Only the tab's own tap counts (a link someone sent cannot save anything), and only
// for a while: a guest who wandered off and signs in an hour later is not surprised by it.
import { tabStorage } from "../../lib/tab-storage";

const KEY = "wishlistPending";
export const PENDING_PATIENCE_MS = 15 * 60 * 1000;

/** The guest tapped this piece's button. */
export function rememberWishlistTap(productId: string, now = Date.now()): void {
  try {
    tabStorage()?.setItem(KEY, JSON.stringify({ productId, at: now }));
  } catch {
    // Storage full or blocked: the shopper taps again once signed in.
  }
}

/**
 * Whether a signed-in visit of this piece follows the guest's recent tap on it. Read once: the
 * tap is forgotten whatever the answer, so it never saves a piece twice or on a later page.
 */
export function takeWishlistTap(productId: string, now = Date.now()): boolean {
  const storage = tabStorage();
  try {
    const raw = storage?.getItem(KEY);
    if (!raw) return false;
    storage?.removeItem(KEY);
    const tap = JSON.parse(raw) as { productId?: unknown; at?: unknown };
    return (
      tap.productId === productId &&
      typeof tap.at === "number" &&
      now - tap.at >= 0 &&
      now - tap.at <= PENDING_PATIENCE_MS
    );
  } catch {
    return false;
  }
}
