import { useRef } from "react";
import { useLocation } from "react-router";
import type { ProductCard as Card, ProductPage } from "../../../domain/contracts/products";
import { LOADING, SHOW_MORE } from "../../../domain/messages";
import { ProductCard } from "../../ui/product-card";
import { keptPagesEntry } from "../../lib/kept-pages";
import { type FetchPage, useCursorPages } from "../../lib/use-cursor-pages";
import { useHydrated } from "../../lib/use-hydrated";
import { nextPageHref } from "./next-page-href";
import styles from "./product-collection.module.css";

export const LOAD_MORE_FAILED = "Could not load more products. Please try again.";

/** The first row on the widest grid (4 columns); later cards load lazily. */
const EAGER_CARDS = 4;
/** Of those, the first row on a phone, where the LCP image is: high priority and preloaded. */
const HIGH_PRIORITY_CARDS = 2;

interface ProductCollectionProps {
  first: ProductPage;
  fetchPage: FetchPage<Card>;
  emptyText: string;
  /** Names the results region for assistive technology, e.g. 'Women products'. */
  label: string;
  /** A navigation to other results is under way: dim the list and mark it busy. */
  pending?: boolean;
}

function announcement(lastAdded: number | null, shown: number): string {
  if (lastAdded === null) return "";
  const added = `${lastAdded} more ${lastAdded === 1 ? "product" : "products"} loaded`;
  // The running total changes on every load, so the same count twice is still announced.
  return `${added}, ${shown} shown.`;
}

const cardKey = (card: Card) => card.id;
/** Names Show More for the head script that holds a tap made before hydration. */
const HELD = "show-more";

/** A product grid with Show More: the shop's listings and search results. */
export function ProductCollection({
  first,
  fetchPage,
  emptyText,
  label,
  pending = false,
}: ProductCollectionProps) {
  // What Show More loaded comes back with the list after a piece was opened and Back pressed.
  const location = useLocation();
  const { items, hasMore, nextCursor, loading, failed, lastAdded, loadMore } = useCursorPages(
    first,
    fetchPage,
    cardKey,
    {
      keepFor: keptPagesEntry(location),
    },
  );
  const list = useRef<HTMLUListElement>(null);
  const hydrated = useHydrated();

  async function onShowMore(event: React.MouseEvent<HTMLButtonElement>) {
    // Checked now: the button is disabled while loading, which takes focus away from it.
    const hadFocus = document.activeElement === event.currentTarget;
    const loaded = await loadMore();
    if (!loaded || !hadFocus) return;
    // Keyboard users continue from the first new card rather than from the page's end.
    const index = loaded.added > 0 ? loaded.firstNewIndex : loaded.firstNewIndex - 1;
    list.current?.children[index]?.querySelector("a")?.focus();
  }

  if (items.length === 0) {
    return <p className={styles.empty}>{emptyText}</p>;
  }

  return (
    // The name goes on a region around the grid: a list's own name is not announced reliably.
    <section className={styles.collection} aria-label={label} data-pending={pending}>
      <ul ref={list} className={styles.grid} aria-busy={loading || pending}>
        {items.map((card, index) => (
          <li key={card.id} className={styles.item}>
            <ProductCard card={card} priority={index < HIGH_PRIORITY_CARDS ? "high" : index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        {!hasMore ? null : hydrated ? (
          <button
            type="button"
            className={styles.button}
            disabled={loading}
            onClick={onShowMore}
            data-held={HELD}
          >
            {loading ? LOADING : SHOW_MORE}
          </button>
        ) : (
          // Before hydration, and without JavaScript, a link to the products that follow; a tap
          // on it while the script is on its way is held and replayed on the button (hydration.ts).
          <a
            className={styles.button}
            href={nextPageHref(location, nextCursor!)}
            data-held={HELD}
            // Hydrated but not yet drawn as the button: the click loads in place all the same.
            onClick={(event) => {
              event.preventDefault();
              void loadMore();
            }}
          >
            {SHOW_MORE}
          </a>
        )}
        <p className={styles.error} role="alert">
          {failed ? LOAD_MORE_FAILED : ""}
        </p>
        <p className="visually-hidden" role="status">
          {announcement(lastAdded, items.length)}
        </p>
      </div>
    </section>
  );
}
