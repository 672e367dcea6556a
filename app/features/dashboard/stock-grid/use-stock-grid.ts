import { useState } from "react";
import type { StockCell, VariantStock } from "../../../../domain/stock";
import { cellsFromStock, stockInput, type GridSize, type StockCells } from "./stock-draft";

/** The grid's cells and their errors; `read` gives the API's figures or marks what is wrong. */
export function useStockGrid(
  sizes: () => readonly Pick<GridSize, "rowId" | "key">[],
  stock: readonly VariantStock[],
) {
  const [cells, setCells] = useState<StockCells>(() => cellsFromStock(sizes(), stock));
  const [errors, setErrors] = useState<Record<string, string>>({});

  function set(key: string, text: string) {
    setCells((c) => ({ ...c, [key]: text }));
    setErrors((e) => {
      if (!(key in e)) return e;
      const { [key]: _gone, ...rest } = e;
      return rest;
    });
  }

  /** The cells, each with the figure it was loaded with (decision 66). */
  function read(current: readonly GridSize[]): StockCell[] | null {
    const result = stockInput(current, cells, stock);
    setErrors(result.errors);
    return Object.keys(result.errors).length > 0 ? null : result.stock;
  }

  return { cells, errors, set, read };
}

export type StockGridState = ReturnType<typeof useStockGrid>;
