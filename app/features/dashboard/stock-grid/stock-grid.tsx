// Staff set the units on hand of each size in each colour. One row per size, one column per
// colour the product comes in; a size that is not sold in a colour has no cell there.
import { colorName, sortColors } from "../../../../domain/colors";
import { COMING_SOON, PRE_ORDER } from "../../../../domain/status";
import { LOW_STOCK } from "../../../../domain/stock";
import fields from "../fields.module.css";
import { cellKey, placeholderFor, type GridSize } from "./stock-draft";
import type { StockGridState } from "./use-stock-grid";
import styles from "./stock-grid.module.css";

const NOTE: Partial<Record<number, string>> = {
  [PRE_ORDER]: "Pre-order: leave empty to take orders without a limit",
  [COMING_SOON]: "Coming soon: not sold until it is in stock",
};

export function StockGrid({ sizes, grid }: { sizes: readonly GridSize[]; grid: StockGridState }) {
  const named = sizes.filter((s) => s.key.trim() !== "");
  const colors = sortColors([...new Set(named.flatMap((s) => s.colors))]);
  if (named.length === 0 || colors.length === 0) {
    return <p className={styles.empty}>Name a size and give it a colour to set its stock.</p>;
  }
  const total = named.reduce(
    (sum, s) => sum + s.colors.reduce((n, c) => n + (Number(grid.cells[cellKey(s.rowId, c)]) || 0), 0),
    0,
  );
  return (
    <div className={styles.wrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Units on hand: {total}. At {LOW_STOCK} or fewer the shop says ‘Only N left’.
        </caption>
        <thead>
          <tr>
            <th scope="col">Size</th>
            {colors.map((c) => (
              <th scope="col" key={c}>
                {colorName(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {named.map((size) => (
            <tr key={size.rowId}>
              <th scope="row">
                <span className={styles.size}>{size.key}</span>
                {NOTE[size.status] ? <span className={styles.note}>{NOTE[size.status]}</span> : null}
              </th>
              {colors.map((color) => (
                <td key={color}>
                  {size.colors.includes(color) ? (
                    <StockCell size={size} color={color} grid={grid} />
                  ) : (
                    <span
                      className={styles.none}
                      aria-label={`Size ${size.key} is not sold in ${colorName(color)}`}
                    >
                      —
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StockCell({ size, color, grid }: { size: GridSize; color: string; grid: StockGridState }) {
  const key = cellKey(size.rowId, color);
  const error = grid.errors[key];
  const value = grid.cells[key] ?? "";
  const low = value.trim() !== "" && Number(value) <= LOW_STOCK;
  const errorId = `stock-${size.rowId}-${color}-error`;
  return (
    <div className={styles.cell}>
      <input
        className={`${fields.input} ${styles.input} ${low ? styles.low : ""}`}
        inputMode="numeric"
        autoComplete="off"
        aria-label={`Stock of size ${size.key} in ${colorName(color)}`}
        placeholder={placeholderFor(size.status)}
        value={value}
        onChange={(e) => grid.set(key, e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-invalid={error ? "" : undefined}
      />
      {error ? (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
