import { describe, expect, it } from "vitest";
import { CELL_HINT, cellKey, cellsFromStock, stockInput, type GridSize } from "./stock-draft";

const sizes: GridSize[] = [
  { rowId: "size-0", key: "S", status: 1, colors: ["camel", "black"] },
  { rowId: "size-1", key: "M", status: 2, colors: ["camel"] },
  { rowId: "size-2", key: "", status: 1, colors: ["camel"] },
];

describe("stock grid", () => {
  it("places the loaded counts on the form's size rows", () => {
    expect(cellsFromStock(sizes, [{ size: "S", color: "black", onHand: 4 }])).toEqual({
      [cellKey("size-0", "black")]: "4",
    });
  });

  it("reads empty stock-managed cells as none and empty pre-order cells as no allocation", () => {
    const { stock, errors } = stockInput(sizes, { [cellKey("size-0", "camel")]: " 3 " });
    expect(errors).toEqual({});
    expect(stock).toEqual([
      { size: "S", color: "camel", onHand: 3 },
      { size: "S", color: "black", onHand: 0 },
    ]);
    expect(stockInput(sizes, { [cellKey("size-1", "camel")]: "2" }).stock).toContainEqual({
      size: "M",
      color: "camel",
      onHand: 2,
    });
  });

  it("sends each cell the form opened with a figure along with that figure (decision 66)", () => {
    const loaded = [
      { size: "S", color: "camel", onHand: 5 },
      { size: "S", color: "black", onHand: 2 },
    ];
    const { stock } = stockInput(sizes, { [cellKey("size-0", "camel")]: "7" }, loaded);
    expect(stock).toEqual([
      { size: "S", color: "camel", onHand: 7, loaded: 5 },
      { size: "S", color: "black", onHand: 0, loaded: 2 },
    ]);
    // A cell that had no figure when the form opened is a count.
    expect(stockInput(sizes, { [cellKey("size-1", "camel")]: "2" }, loaded).stock).toContainEqual({
      size: "M",
      color: "camel",
      onHand: 2,
    });
  });

  it("marks cells that are not whole numbers from 0 to 100,000, and says the range", () => {
    expect(CELL_HINT).toContain("from 0 to 100,000");
    for (const text of ["-1", "1.5", "two", "100001", "1000001", "99999999"]) {
      expect(stockInput(sizes, { [cellKey("size-0", "camel")]: text }).errors).toEqual({
        [cellKey("size-0", "camel")]: CELL_HINT,
      });
    }
    expect(stockInput(sizes, { [cellKey("size-0", "camel")]: "100000" }).errors).toEqual({});
  });
});
