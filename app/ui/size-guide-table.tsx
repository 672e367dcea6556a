import type { SizeGuideTable as Guide } from "../../domain/size-guides";
import styles from "./size-guide-table.module.css";

/**
 * A size guide as one table: a row per size, its name the row's header, and a column per
 * measurement (docs/behaviour.md §2 Product page). The product page passes the rows of the
 * sizes it sells; the Design editor previews every row.
 */
export function SizeGuideTable({ guide }: { guide: Guide }) {
  return (
    <div className={styles.chart}>
      <table className={styles.table}>
        <caption className={styles.caption}>{guide.title}</caption>
        <thead>
          <tr>
            <th scope="col">{guide.sizeColumn}</th>
            {guide.columns.map((column, i) => (
              <th key={i} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {guide.rows.map((row, r) => (
            <tr key={r}>
              <th scope="row">{row.size}</th>
              {guide.columns.map((_, i) => (
                <td key={i}>{row.values[i] ?? ""}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {guide.note ? <p className={styles.note}>{guide.note}</p> : null}
    </div>
  );
}
