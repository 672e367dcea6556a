import { useRef, useState } from "react";
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
 * show them, each with Remove. After a removal, focus goes to the next piece's Remove (or the
 * previous one's, or Continue Shopping when none is left), and the change is announced.
 */
export function WishlistView({ first }: { first: Items }) {
  const [items, setItems] = useState(first);
  const [note, setNote] = useState<{ text: string; error?: boolean } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const region = useRef<HTMLDivElement>(null);

  async function remove(id: string, at: number) {
    setBusy(id);
    try {
      const next = (await wishlistApi.remove(id)).items;
      setItems(next);
      setNote({ text: REMOVED_FROM_WISHLIST });
      requestAnimationFrame(() => {
        const removes = region.current?.querySelectorAll<HTMLElement>("[data-remove]");
        const target = removes?.[Math.min(at, (removes?.length ?? 1) - 1)];
        (target ?? region.current?.querySelector<HTMLElement>("a"))?.focus();
      });
    } catch {
      setNote({ text: WISHLIST_FAILED, error: true });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div ref={region}>
      <h2 className="visually-hidden">{WISHLIST_TITLE}</h2>
      <p role="status" className={note?.error ? styles.error : styles.note}>
        {note?.text}
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
                disabled={busy === item.id}
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
