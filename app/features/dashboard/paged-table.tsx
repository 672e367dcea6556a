// The back office's paged lists: a framed table grown by Show More, with its empty state, the
// count of rows shown and a failed page said in words. Each list gives its head and rows.
import type { ReactNode } from "react";
import styles from "./data-table.module.css";
import { PagesFooter } from "./list-footer";
import type { CursorPages } from "./use-cursor-pages";
import ui from "./ui.module.css";

interface PagedTableProps<T> {
  pages: CursorPages<T>;
  /** Read by screen readers only: what the rows are and their order. */
  caption: string;
  /** The header cells of the one head row. */
  head: ReactNode;
  row: (item: T) => ReactNode;
  /** Shown instead of the table when there is no row at all. */
  empty: string;
  /** One row's name for the count ('order' → '2 orders shown'). */
  noun: string;
  failure?: string;
}

export function PagedTable<T>({ pages, caption, head, row, empty, noun, failure }: PagedTableProps<T>) {
  const { items, hasMore } = pages;
  if (items.length === 0 && !hasMore) return <p className={`${ui.card} ${styles.empty}`}>{empty}</p>;
  return (
    <div className={styles.list}>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>{head}</tr>
          </thead>
          <tbody>{items.map(row)}</tbody>
        </table>
      </div>
      <PagesFooter pages={pages} noun={noun} failure={failure} />
    </div>
  );
}
