// A short ranking (top products, coupons) as a table, each row with a faint bar for its share
// of the leader, so the order reads at a glance without a chart.
import type { CSSProperties, ReactNode } from "react";
import styles from "./analytics.module.css";

export interface RankedRow {
  key: string;
  label: ReactNode;
  /** Drives the bar; the cells say the numbers. */
  measure: number;
  cells: string[];
}

interface RankedTableProps {
  caption: string;
  headers: string[];
  rows: RankedRow[];
  empty: string;
}

export function RankedTable({ caption, headers, rows, empty }: RankedTableProps) {
  if (rows.length === 0) return <p className={styles.empty}>{empty}</p>;
  const lead = Math.max(...rows.map((r) => r.measure), 1);
  return (
    <table className={styles.ranked}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {headers.map((h, i) => (
            <th key={h} scope="col" className={i > 0 ? styles.end : undefined}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">
              <span className={styles.rankLabel}>{row.label}</span>
              {/* The share is data, so it rides on a custom property rather than a class. */}
              <span
                className={styles.share}
                style={{ "--share": `${(row.measure / lead) * 100}%` } as CSSProperties}
                aria-hidden="true"
              />
            </th>
            {row.cells.map((cell, i) => (
              <td key={i} className={styles.end}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
