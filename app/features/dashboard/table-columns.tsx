// A dashboard table described by its columns: each a head label and a cell, the first column's
// cell the row's header. Orders, returns, users and a user's orders draw their rows from these.
import type { ReactNode } from "react";
import { formatDate } from "../../../domain/dates";
import styles from "./data-table.module.css";
import { formatTime } from "./format";

export interface Column<T> {
  label: ReactNode;
  /** The column's cells align to the end, its head cell too (figures, prices). */
  end?: boolean;
  /** The body cells' own class (`num`, `strong`). */
  className?: string;
  cell: (item: T) => ReactNode;
  /**
   * Not a column on a phone: what matters of it is said in the first cell's `phone` line, so the
   * table fits the screen instead of hiding a status past its right edge.
   */
  wide?: boolean;
  /** Under the cell, on a phone only: what the row's `wide` columns say there. */
  phone?: (item: T) => ReactNode;
}

/** Whether the table fits a phone by folding its `wide` columns into a `phone` line. */
export const foldsOnPhone = <T,>(columns: readonly Column<T>[]) => columns.some((c) => c.wide);

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ") || undefined;

/** The head row's cells. */
export function headCells<T>(columns: readonly Column<T>[]): ReactNode {
  return columns.map((column, i) => (
    <th key={i} scope="col" className={classes(column.end && styles.end, column.wide && styles.wide)}>
      {column.label}
    </th>
  ));
}

/** One item's row, keyed by `key`. */
export function columnsRow<T>(columns: readonly Column<T>[], item: T, key: string): ReactNode {
  const [first, ...rest] = columns;
  return (
    <tr key={key}>
      <th scope="row">
        {first?.cell(item)}
        {first?.phone ? <PhoneLine>{first.phone(item)}</PhoneLine> : null}
      </th>
      {rest.map((column, i) => (
        <td
          key={i}
          className={classes(column.className, column.end && styles.end, column.wide && styles.wide)}
        >
          {column.cell(item)}
          {column.phone ? <PhoneLine>{column.phone(item)}</PhoneLine> : null}
        </td>
      ))}
    </tr>
  );
}

/** Shown on a phone only, under a cell: what the row's folded columns say. */
export function PhoneLine({ children }: { children: ReactNode }) {
  return <span className={styles.phoneLine}>{children}</span>;
}

/** A date with its time as a quieter second line. */
export function DateAndTime({ at }: { at: string }) {
  return (
    <>
      {formatDate(at)}
      <span className={styles.meta}>{formatTime(at)}</span>
    </>
  );
}
