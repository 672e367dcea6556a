import { describe, expect, it } from "vitest";
import {
  applyStock,
  availabilityBand,
  availabilityFor,
  notEnoughStock,
  offeredSizes,
  onlyLeftText,
  quantityLimit,
  restockedVariants,
  variantAvailability,
  wantedOnHand,
} from "./stock";
import type { ProductSize } from "./types";

const sizes: ProductSize[] = [
  { key: "S", status: 1, colors: ["camel", "black"] },
  { key: "M", status: 0, colors: ["camel"] },
  { key: "L", status: 2, colors: ["camel", "black"], preOrderDate: "2027-01-20" },
  { key: "XL", status: 3, colors: ["camel"] },
];

describe("applyStock", () => {
  it("drops sold-out colours and makes a size with none left out of stock", () => {
    const shown = applyStock(sizes, [
      { size: "S", color: "camel", onHand: 0 },
      { size: "S", color: "black", onHand: 2 },
    ]);
    expect(shown[0]).toEqual({ key: "S", status: 1, colors: ["black"] });
    // No row for a stock-managed variant means none on hand.
    expect(shown[1]).toEqual({ key: "M", status: 0, colors: [] });
  });

  it("puts a size stored as out of stock back in stock when units arrive", () => {
    expect(applyStock(sizes, [{ size: "M", color: "camel", onHand: 1 }])[1]).toEqual({
      key: "M",
      status: 1,
      colors: ["camel"],
    });
  });

  it("sells a pre-order without an allocation freely, and stops it when its allocation is used", () => {
    expect(applyStock(sizes, [])[2]).toEqual(sizes[2]);
    const partly = applyStock(sizes, [{ size: "L", color: "camel", onHand: 0 }]);
    expect(partly[2]).toEqual({ ...sizes[2], colors: ["black"] });
    const used = applyStock(sizes, [
      { size: "L", color: "camel", onHand: 0 },
      { size: "L", color: "black", onHand: 0 },
    ]);
    expect(used[2]).toEqual({ key: "L", status: 0, colors: [] });
  });

  it("leaves coming-soon sizes alone whatever the stock", () => {
    expect(applyStock(sizes, [{ size: "XL", color: "camel", onHand: 9 }])[3]).toEqual(sizes[3]);
  });
});

describe("availability", () => {
  it("never says a count above the threshold", () => {
    expect(availabilityFor(4)).toEqual({ state: "in_stock", left: null });
    expect(availabilityFor(null)).toEqual({ state: "in_stock", left: null });
    expect(availabilityFor(3)).toEqual({ state: "only_few_left", left: 3 });
    expect(availabilityFor(0)).toEqual({ state: "out_of_stock", left: 0 });
  });

  it("lists every variant staff offer, coming soon excepted", () => {
    const list = variantAvailability(sizes, [{ size: "S", color: "camel", onHand: 7 }]);
    expect(list.map((a) => `${a.size}/${a.color}:${a.state}`)).toEqual([
      "S/camel:in_stock",
      "S/black:out_of_stock",
      "M/camel:out_of_stock",
      "L/camel:in_stock",
      "L/black:in_stock",
    ]);
  });

  it("bands change only where the shop shows something different", () => {
    expect(availabilityBand(40)).toBe(availabilityBand(4));
    expect(availabilityBand(3)).not.toBe(availabilityBand(4));
    expect(availabilityBand(1)).not.toBe(availabilityBand(0));
  });
});

describe("texts and limits", () => {
  it("words the refusal as the issue does", () => {
    expect(notEnoughStock("Camel Wool Coat", "M", 1)).toBe("Only 1 left of Camel Wool Coat, size M.");
    expect(notEnoughStock("Camel Wool Coat", "M", 0)).toBe("Camel Wool Coat, size M, is sold out.");
  });

  it("says 'Only N left' from 3 down to 1 only", () => {
    expect([0, 1, 3, 4, null, undefined].map(onlyLeftText)).toEqual([
      null,
      "Only 1 left",
      "Only 3 left",
      null,
      null,
      null,
    ]);
  });

  it("limits the bag to what is left, never below 1", () => {
    expect(quantityLimit(2, 1)).toBe(1);
    expect(quantityLimit(2, 5)).toBe(2);
    expect(quantityLimit(2, null)).toBe(2);
    expect(quantityLimit(2, 0)).toBe(1);
    // The terms' limit holds even for a product whose own limit is higher.
    expect(quantityLimit(5, null)).toBe(2);
    expect(quantityLimit(5, 9)).toBe(2);
  });

  it("offers stock-managed sizes for placement, leaving the stock to decide", () => {
    expect(offeredSizes(sizes).map((s) => s.status)).toEqual([1, 1, 2, 3]);
  });
});

describe("restockedVariants", () => {
  const coat: ProductSize[] = [
    { key: "S", status: 1, colors: ["camel", "black"] },
    { key: "M", status: 3, colors: ["camel"] },
  ];

  it("finds variants that come back from none, and none that merely change count", () => {
    expect(
      restockedVariants(
        {
          sizes: coat,
          levels: [
            { size: "S", color: "camel", onHand: 0 },
            { size: "S", color: "black", onHand: 2 },
          ],
        },
        {
          sizes: coat,
          levels: [
            { size: "S", color: "camel", onHand: 3 },
            { size: "S", color: "black", onHand: 5 },
          ],
        },
      ),
    ).toEqual([{ size: "S", color: "camel" }]);
  });

  it("counts a coming-soon size put on sale with stock, not one still coming soon", () => {
    const levels = [{ size: "M", color: "camel", onHand: 4 }];
    const onSale = coat.map((s) => (s.key === "M" ? { ...s, status: 1 as const } : s));
    expect(restockedVariants({ sizes: coat, levels }, { sizes: onSale, levels })).toContainEqual({
      size: "M",
      color: "camel",
    });
    expect(restockedVariants({ sizes: coat, levels: [] }, { sizes: coat, levels })).toEqual([]);
  });

  it("finds nothing when the same figures are saved twice", () => {
    const levels = [{ size: "S", color: "camel", onHand: 2 }];
    expect(restockedVariants({ sizes: coat, levels }, { sizes: coat, levels })).toEqual([]);
  });
});

describe("wantedOnHand (decision 66)", () => {
  const cell = { size: "M", color: "black" };
  it("takes a cell without its loaded figure as a count", () => {
    expect(wantedOnHand({ ...cell, onHand: 4 }, 9)).toBe(4);
  });
  it("applies the change staff made to what is on hand now, keeping orders placed meanwhile", () => {
    // Loaded 5, staff typed 8 (+3); an order took 1 meanwhile: 4 + 3.
    expect(wantedOnHand({ ...cell, onHand: 8, loaded: 5 }, 4)).toBe(7);
    // Unchanged cell: what is on hand now stays.
    expect(wantedOnHand({ ...cell, onHand: 5, loaded: 5 }, 3)).toBe(3);
  });
  it("never goes below 0", () => {
    expect(wantedOnHand({ ...cell, onHand: 0, loaded: 5 }, 2)).toBe(0);
  });
  it("takes the figure for a variant that has no row now", () => {
    expect(wantedOnHand({ ...cell, onHand: 6, loaded: 2 }, undefined)).toBe(6);
  });
});
