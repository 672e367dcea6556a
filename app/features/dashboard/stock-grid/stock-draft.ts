// The stock grid's working copy: the text of each cell, keyed by the size's row (sizes can be
// renamed while editing) and the colour. Pure, so the rules are tested without a browser.
import { PRE_ORDER } from "../../../../domain/status";
import {
  isStockManaged,
  MAX_STOCK_UNITS,
  stockIndex,
  variantKey,
  type StockCell,
  type VariantStock,
} from "../../../../domain/stock";
import type { StatusCode } from "../../../../domain/types";

export interface GridSize {
  rowId: string;
  key: string;
  status: StatusCode;
  colors: readonly string[];
}

/** Cell key → what the input shows. */
export type StockCells = Record<string, string>;

export const cellKey = (rowId: string, color: string) => `${rowId}\u0000${color}`;

/** The loaded product's counts, placed on the form's size rows (same order as its sizes). */
export function cellsFromStock(
  sizes: readonly Pick<GridSize, "rowId" | "key">[],
  stock: readonly VariantStock[],
): StockCells {
  const cells: StockCells = {};
  for (const level of stock) {
    const row = sizes.find((s) => s.key === level.size);
    if (row) cells[cellKey(row.rowId, level.color)] = String(level.onHand);
  }
  return cells;
}

const WHOLE = /^\d{1,6}$/;
export const CELL_HINT = "Enter a whole number of units, from 0 to 100,000.";

/**
 * The grid as the API takes it, or the cells that are not whole numbers. An empty cell of a
 * stock-managed size means none; of a pre-order size, no allocation (sold without a limit).
 * Each cell the form opened with a figure carries it (`loaded`), so the server applies the
 * change to what is on hand at the save and orders placed meanwhile are kept (decision 66).
 */
export function stockInput(
  sizes: readonly GridSize[],
  cells: StockCells,
  loaded: readonly VariantStock[] = [],
): { stock: StockCell[]; errors: Record<string, string> } {
  const before = stockIndex(loaded);
  const stock: StockCell[] = [];
  const errors: Record<string, string> = {};
  const push = (size: string, color: string, onHand: number) => {
    const was = before.get(variantKey(size, color));
    stock.push(was === undefined ? { size, color, onHand } : { size, color, onHand, loaded: was });
  };
  for (const size of sizes) {
    if (size.key.trim() === "") continue;
    for (const color of size.colors) {
      const k = cellKey(size.rowId, color);
      const text = (cells[k] ?? "").trim();
      if (text === "") {
        if (isStockManaged(size.status)) push(size.key.trim(), color, 0);
        continue;
      }
      if (!WHOLE.test(text) || Number(text) > MAX_STOCK_UNITS) errors[k] = CELL_HINT;
      else push(size.key.trim(), color, Number(text));
    }
  }
  return { stock, errors };
}

export function placeholderFor(status: StatusCode): string {
  return status === PRE_ORDER ? "No limit" : "0";
}
