import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { authLink } from "../../../domain/return-link";
import { ApiClientError } from "../../../sdk/client";
import {
  ADD_TO_WISHLIST,
  REMOVE_FROM_WISHLIST,
  REMOVED_FROM_WISHLIST,
  SAVED_TO_WISHLIST,
  WISHLIST_FAILED,
  WISHLIST_SIGN_IN,
  WISHLIST_TITLE,
} from "../../../domain/wishlist";
import { useHydrated } from "../../lib/use-hydrated";
import { wishlistApi } from "../../lib/wishlist-api";
import { HeartIcon } from "../../ui/icons";
import buttons from "../../ui/buttons.module.css";
import styles from "./wishlist-toggle.module.css";

/** `n` counts the notes: the same words twice are a new node, so they are announced again. */
type Note = { n: number; text: string; signIn?: boolean; error?: boolean } | null;

/** A read that has not answered by then leaves the button offering to add (its label shown). */
const READ_PATIENCE_MS = 4000;

/** Marked on <html> by the head script from the session flag: someone is signed in. */
const signedIn = () => document.documentElement.hasAttribute("data-viewer");

/**
 * 'Add To Wishlist' under the buy box's main button (decision 128). The page is the same for
 * every visitor (one cached page), so whether this piece is kept is asked after hydration, and
 * only when someone is signed in; meanwhile a signed-in viewer's button shows its frame without
 * its label (the head script marks <html> before the first paint), so 'Add To Wishlist' never
 * flashes on a piece already kept. A guest's tap says how to keep a wishlist.
 */
export function WishlistToggle({ productId }: { productId: string }) {
  const [saved, setSaved] = useState(false);
  /** Whether this piece is kept is known (a guest's: at once); until then a signed-in viewer's label waits. */
  const [answered, setAnswered] = useState(false);
  const hydrated = useHydrated();
  const known = answered || (hydrated && !signedIn());
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);
  // Log In brings the guest back to this piece (decision 129).
  const location = useLocation();
  const here = location.pathname + location.search;
  const say = (next: Omit<NonNullable<Note>, "n">) => setNote((was) => ({ ...next, n: (was?.n ?? 0) + 1 }));

  useEffect(() => {
    if (!signedIn()) return;
    const ask = new AbortController();
    const patience = setTimeout(() => setAnswered(true), READ_PATIENCE_MS);
    wishlistApi
      .has(productId, ask.signal)
      .then((state) => setSaved(state.saved))
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(patience);
        setAnswered(!ask.signal.aborted);
      });
    return () => {
      clearTimeout(patience);
      ask.abort();
    };
  }, [productId]);

  async function toggle() {
    // Not known yet: a tap could undo what the read is about to say. Busy: one change at a time.
    if (!known || busy) return;
    if (!signedIn()) return say({ text: WISHLIST_SIGN_IN, signIn: true });
    setBusy(true);
    try {
      const list = saved ? await wishlistApi.remove(productId) : await wishlistApi.save(productId);
      const now = list.items.some((item) => item.id === productId);
      setSaved(now);
      say({ text: now ? SAVED_TO_WISHLIST : REMOVED_FROM_WISHLIST });
    } catch (error) {
      const refusal = error instanceof ApiClientError ? error : null;
      if (refusal?.status === 401) say({ text: WISHLIST_SIGN_IN, signIn: true });
      // A full wishlist: the server's own words.
      else if (refusal?.code === "wishlist_full") say({ text: refusal.message, error: true });
      else say({ text: WISHLIST_FAILED, error: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.wishlist}>
      <button
        type="button"
        className={`${buttons.secondary} ${styles.button}`}
        onClick={() => void toggle()}
        // aria-disabled, not disabled: focus stays on the button while it works.
        aria-disabled={busy || !known || undefined}
        aria-busy={busy || !known || undefined}
        // While its label waits (hidden, so not read either), the button still has a name.
        aria-label={known ? undefined : WISHLIST_TITLE}
        data-known={known || undefined}
      >
        <HeartIcon filled={saved} width={18} height={18} />
        <span>{saved ? REMOVE_FROM_WISHLIST : ADD_TO_WISHLIST}</span>
      </button>
      <p role="status" className={note?.error ? styles.error : styles.note}>
        {note ? (
          <span key={note.n}>
            {note.text}
            {note.signIn ? (
              <>
                {" "}
                <Link to={authLink("/login", here)} className={styles.link}>
                  Log In
                </Link>
              </>
            ) : null}
          </span>
        ) : null}
      </p>
    </div>
  );
}
