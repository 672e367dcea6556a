import { useEffect, useEffectEvent, useRef, useState } from "react";
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
import { viewerFromCookies } from "../../../domain/viewer";
import { useHydrated } from "../../lib/use-hydrated";
import { wishlistApi } from "../../lib/wishlist-api";
import { HeartIcon } from "../../ui/icons";
import buttons from "../../ui/buttons.module.css";
import styles from "./wishlist-toggle.module.css";
import { rememberWishlistTap, takeWishlistTap } from "./pending-wishlist";

/** `n` counts the notes: the same words twice are a new node, so they are announced again. */
type Note = { n: number; text: string; signIn?: boolean; error?: boolean } | null;

/** A read that has not answered by then leaves the button offering to add (its label shown). */
const READ_PATIENCE_MS = 4000;

/**
 * Someone is signed in, by the session flag's cookie. The cookie rather than <html data-viewer>:
 * after a sign-in that comes straight back here (decision 129) this page's effects run before
 * the frame's, which marks <html>.
 */
const signedIn = () => viewerFromCookies(document.cookie) !== "guest";

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

  /** Counts the changes begun: a read answered after one began no longer says how things stand. */
  const changes = useRef(0);
  /** What such a read said: how things stand again if that change fails. */
  const setAside = useRef<boolean | null>(null);

  /** Keeps the piece (`keep`) or lets it go, and says what happened. */
  async function change(keep: boolean) {
    changes.current += 1;
    setBusy(true);
    try {
      const list = keep ? await wishlistApi.save(productId) : await wishlistApi.remove(productId);
      const now = list.items.some((item) => item.id === productId);
      setSaved(now);
      say({ text: now ? SAVED_TO_WISHLIST : REMOVED_FROM_WISHLIST });
    } catch (error) {
      const refusal = error instanceof ApiClientError ? error : null;
      if (refusal?.status === 401) {
        // The session ended meanwhile: the same way back as a guest's tap.
        if (keep) rememberWishlistTap(productId);
        say({ text: WISHLIST_SIGN_IN, signIn: true });
      }
      // A full wishlist: the server's own words.
      else if (refusal?.code === "wishlist_full") say({ text: refusal.message, error: true });
      else say({ text: WISHLIST_FAILED, error: true });
      // Nothing changed: the server's last word on this piece stands.
      if (setAside.current !== null) setSaved(setAside.current);
    } finally {
      setBusy(false);
    }
  }
  // Called from the read's answer, not a dependency of it.
  const keepAfterSignIn = useEffectEvent(() => change(true));

  useEffect(() => {
    if (!signedIn()) return;
    const ask = new AbortController();
    const before = changes.current;
    const patience = setTimeout(() => setAnswered(true), READ_PATIENCE_MS);
    wishlistApi
      .has(productId, ask.signal)
      .then(async (state) => {
        if (ask.signal.aborted) return;
        // Back from Log In after tapping as a guest (pending-wishlist.ts; taken only once the
        // read has answered, so a failed read keeps it): kept without a second tap.
        const wanted = takeWishlistTap(productId);
        // A tap after the patience ran out began a change: its answer is the newer word.
        if (changes.current !== before) {
          setAside.current = state.saved;
          return;
        }
        setSaved(state.saved);
        if (wanted && !state.saved) await keepAfterSignIn();
      })
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
    if (!signedIn()) {
      rememberWishlistTap(productId);
      return say({ text: WISHLIST_SIGN_IN, signIn: true });
    }
    await change(!saved);
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
        // A guest's tap before hydration is held and replayed here (EARLY_SUBMIT_SCRIPT); a
        // signed-in visitor's, made before the read has answered, is not acted on (see toggle).
        data-held="wishlist"
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
