// The back office's paged lists: a framed table grown by Show More, with its empty state, the
// count of rows shown and a failed page said in words. Each list gives its head and rows.
import type { ReactNode } from "react";
import styles from "./data-table.module.css";
import { PagesFooter } from "./list-footer";
import { columnsRow, foldsOnPhone, headCells, type Column } from "./table-columns";
import type { CursorPages } from "../../lib/use-cursor-pages";
import ui from "./ui.module.css";

/** The rows either as columns (`table-columns.tsx`) with each item's key, or as a head and a row. */
type Rows<T> =
  | { columns: readonly Column<T>[]; rowKey: (item: T) => string }
  | {
      /** The header cells of the one head row. */
      head: ReactNode;
      row: (item: T) => ReactNode;
      /** The rows fold their `wide` cells into a phone line (see table-columns.tsx). */
      foldsOnPhone?: boolean;
    };

type PagedTableProps<T> = Rows<T> & {
  pages: CursorPages<T>;
  /** Read by screen readers only: what the rows are and their order. */
  caption: string;
  /** Shown instead of the table when there is no row at all. */
  empty: string;
  /** One row's name for the count ('order' → '2 orders shown'). */
  noun: string;
  failure?: string;
};

export function PagedTable<T>(props: PagedTableProps<T>) {
  const { pages, caption, empty, noun, failure } = props;
  const { items, hasMore } = pages;
  const [head, row, folds] =
    "columns" in props
      ? [
          headCells(props.columns),
          (item: T) => columnsRow(props.columns, item, props.rowKey(item)),
          foldsOnPhone(props.columns),
        ]
      : [props.head, props.row, props.foldsOnPhone === true];
  if (items.length === 0 && !hasMore) return <p className={`${ui.card} ${styles.empty}`}>{empty}</p>;
  return (
    <div className={styles.list}>
      <div className={styles.scroller}>
        <table className={folds ? `${styles.table} ${styles.folds}` : styles.table}>
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

/** A list filtered through the URL: its empty state says whether the filters hid every row. */
export interface FilteredListProps<T> {
  pages: CursorPages<T>;
  filtered: boolean;
}
