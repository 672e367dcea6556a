import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { Wishlist } from "../../../domain/contracts/wishlist";
import { CONTINUE_SHOPPING } from "../../../domain/messages";
import {
  REMOVED_FROM_WISHLIST,
  WISHLIST_EMPTY,
  WISHLIST_FAILED,
  WISHLIST_TITLE,
} from "../../../domain/wishlist";
import { wishlistApi } from "../../lib/wishlist-api";
import { ProductCard } from "../../ui/product-card";
import buttons from "../../ui/buttons.module.css";
import orders from "./orders.module.css";
import styles from "./wishlist.module.css";

type Items = Wishlist["items"];

/**
 * The wishlist tab (decision 128): the pieces kept, most recently saved first, as the listings
 * show them, each with Remove. After a removal, focus goes to the next piece's Remove (the
 * previous one's after the last piece, Continue Shopping when none is left), and the change is
 * announced.
 */
export function WishlistView({ first }: { first: Items }) {
  const [items, setItems] = useState(first);
  // `n` counts the notes: the same words twice are a new node, so they are announced again.
  const [note, setNote] = useState<{ n: number; text: string; error?: boolean } | null>(null);
  const say = (text: string, error = false) => setNote((was) => ({ n: (was?.n ?? 0) + 1, text, error }));
  const [busy, setBusy] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  /** Where the piece just removed stood, until the list without it is on screen. */
  const removedAt = useRef<number | null>(null);

  // After the commit that drew the shorter list, never before it: a frame scheduled at the
  // answer could run while the old list (and the Remove being taken away) was still there.
  useEffect(() => {
    const at = removedAt.current;
    if (at === null) return;
    removedAt.current = null;
    const removes = region.current?.querySelectorAll<HTMLElement>("[data-remove]");
    const target = removes?.[Math.min(at, (removes?.length ?? 1) - 1)];
    (target ?? region.current?.querySelector<HTMLElement>("a"))?.focus();
  }, [items]);

  async function remove(id: string, at: number) {
    // One removal at a time: answers arriving out of order could bring a piece back.
    if (busy) return;
    setBusy(true);
    try {
      const next = (await wishlistApi.remove(id)).items;
      removedAt.current = at;
      setItems(next);
      say(REMOVED_FROM_WISHLIST);
    } catch {
      say(WISHLIST_FAILED, true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div ref={region}>
      <h2 className="visually-hidden">{WISHLIST_TITLE}</h2>
      <p role="status" className={note?.error ? styles.error : styles.note}>
        {note ? <span key={note.n}>{note.text}</span> : null}
      </p>
      {items.length === 0 ? (
        <div className={orders.empty}>
          <p>{WISHLIST_EMPTY}</p>
          <Link to="/" className={buttons.primary}>
            {CONTINUE_SHOPPING}
          </Link>
        </div>
      ) : (
        <ul className={styles.grid}>
          {items.map((item, at) => (
            <li key={item.id} className={styles.item}>
              <ProductCard card={item} priority={at < 2} level={3} />
              <button
                type="button"
                className={`${buttons.textSoft} ${styles.remove}`}
                onClick={() => void remove(item.id, at)}
                // aria-disabled, not disabled: focus stays on the button while it works.
                aria-disabled={busy || undefined}
                aria-label={`Remove ${item.title} from your wishlist`}
                data-remove
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
