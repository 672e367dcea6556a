import { useRef, useState } from "react";
import { Link } from "react-router";
import type { Country } from "../../../domain/contracts/countries";
import type { Order } from "../../../domain/contracts/orders";
import { CONTINUE_SHOPPING, EMPTY_ORDERS, LOADING, SHOW_MORE } from "../../../domain/messages";
import { accountApi } from "../../lib/account-api";
import { useCursorPages, type CursorPage } from "../../lib/use-cursor-pages";
import buttons from "../../ui/buttons.module.css";
import { allCountries } from "../addresses/use-all-countries";
import { olderOrdersHref } from "./account-data";
import { OrderRow } from "./order-row";
import styles from "./orders.module.css";

export const LOAD_MORE_ORDERS_FAILED = "Could not load more orders. Please try again.";
export const LATEST_ORDERS = "Latest orders";

interface OrdersViewProps {
  /** The loader's page: newest first, after `from` when the link to older orders was followed. */
  first: CursorPage<Order>;
  from: string | null;
  countries: readonly Country[];
}

const orderKey = (order: Order) => order.id;

function announcement(lastAdded: number | null, shown: number): string {
  if (lastAdded === null) return "";
  return `${lastAdded} more ${lastAdded === 1 ? "order" : "orders"} loaded, ${shown} shown.`;
}

/**
 * The orders tab: a page of orders, newest first, each with its details in a panel, and Show
 * More for older ones. Show More is a link to the next page (how it works without JavaScript);
 * with JavaScript it adds that page under these.
 */
export function OrdersView({ first, from, countries }: OrdersViewProps) {
  // Older orders may name countries this page did not carry: every country comes with them.
  const [all, setAll] = useState<readonly Country[] | null>(null);
  const named = all ?? countries;
  const pages = useCursorPages(
    first,
    async (cursor, signal) => {
      const [page, every] = await Promise.all([accountApi.myOrders({ cursor }, signal), allCountries()]);
      setAll(every);
      return page;
    },
    orderKey,
  );
  const list = useRef<HTMLOListElement>(null);

  async function onShowMore(event: React.MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const loaded = await pages.loadMore();
    // Keyboard and screen reader users continue from the first order added.
    if (loaded && loaded.added > 0)
      list.current?.children[loaded.firstNewIndex]?.querySelector<HTMLElement>("button, a")?.focus();
  }

  const latest = from ? (
    <p className={styles.latest}>
      <Link to="/account?q=orders" className={buttons.textSoft}>
        {LATEST_ORDERS}
      </Link>
    </p>
  ) : null;

  if (pages.items.length === 0) {
    return (
      <>
        {latest}
        <div className={styles.empty}>
          <p>{EMPTY_ORDERS}</p>
          <Link to="/" className={buttons.primary}>
            {CONTINUE_SHOPPING}
          </Link>
        </div>
      </>
    );
  }

  return (
    <>
      {latest}
      <ol ref={list} className={styles.list} aria-label="Orders" aria-busy={pages.loading}>
        {pages.items.map((order) => (
          <li key={order.id}>
            <OrderRow order={order} countries={named} onCancelled={pages.replaceItem} />
          </li>
        ))}
      </ol>
      <div className={styles.pager}>
        {pages.nextCursor !== null ? (
          <Link
            to={olderOrdersHref(pages.nextCursor)}
            className={buttons.secondary}
            aria-disabled={pages.loading || undefined}
            onClick={onShowMore}
          >
            {pages.loading ? LOADING : SHOW_MORE}
          </Link>
        ) : null}
        <p className={styles.error} role="alert">
          {pages.failed ? LOAD_MORE_ORDERS_FAILED : ""}
        </p>
        <p className="visually-hidden" role="status">
          {announcement(pages.lastAdded, pages.items.length)}
        </p>
      </div>
    </>
  );
}
