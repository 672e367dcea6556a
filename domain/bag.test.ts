import { describe, expect, it } from "vitest";
import {
  addToBag,
  bagCount,
  type BagItem,
  canDecrease,
  canIncrease,
  changeQuantity,
  checkTermsOfSale,
  decrease,
  increase,
  isInBag,
  LIMIT_REACHED,
  MAX_IDENTICAL_PER_ORDER,
  MAX_ITEMS_PER_ORDER,
  type NewBagItem,
  removeFromBag,
  replaceItem,
} from "./bag";

function newItem(overrides: Partial<NewBagItem> = {}): NewBagItem {
  return {
    productId: "p1",
    title: "Wool Coat",
    url: "wool-coat-42",
    maxQuantity: 2,
    image: "seed/coat/black/front",
    basePriceCents: 125000,
    size: "M",
    color: "black",
    status: 1,
    ...overrides,
  };
}

function item(overrides: Partial<BagItem> = {}): BagItem {
  return { ...newItem(), quantity: 1, ...overrides };
}

describe("quantity limits", () => {
  it("reads 'Limit reached.'", () => {
    expect(LIMIT_REACHED).toBe("Limit reached.");
  });

  it("can increase only while below maxQuantity", () => {
    expect(canIncrease(item({ quantity: 1, maxQuantity: 2 }))).toBe(true);
    expect(canIncrease(item({ quantity: 2, maxQuantity: 2 }))).toBe(false);
    expect(canIncrease(item({ quantity: 3, maxQuantity: 2 }))).toBe(false);
  });

  it("can decrease only while above 1", () => {
    expect(canDecrease(item({ quantity: 2 }))).toBe(true);
    expect(canDecrease(item({ quantity: 1 }))).toBe(false);
  });

  it("increase adds one and stops at the limit", () => {
    const start = item({ quantity: 1, maxQuantity: 2 });
    const once = increase(start);
    expect(once.quantity).toBe(2);
    expect(start.quantity).toBe(1);
    expect(increase(once).quantity).toBe(2);
  });

  it("decrease removes one and stops at 1", () => {
    const start = item({ quantity: 2, maxQuantity: 3 });
    expect(decrease(start).quantity).toBe(1);
    expect(decrease(decrease(start)).quantity).toBe(1);
  });

  it("changeQuantity changes only the named product's line", () => {
    const list = [item({ productId: "a" }), item({ productId: "b" })];
    expect(changeQuantity(list, "b", 1).map((i) => i.quantity)).toEqual([1, 2]);
    expect(changeQuantity(list, "b", -1).map((i) => i.quantity)).toEqual([1, 1]);
    expect(list.map((i) => i.quantity)).toEqual([1, 1]);
  });
});

describe("bag list", () => {
  it("addToBag appends a new product with quantity 1", () => {
    const { list, alreadyAdded } = addToBag([item({ productId: "a" })], newItem({ productId: "b" }));
    expect(alreadyAdded).toBe(false);
    expect(list.map((i) => [i.productId, i.quantity])).toEqual([
      ["a", 1],
      ["b", 1],
    ]);
  });

  it("addToBag reports a product already in the bag, whatever its size or colour", () => {
    const before = [item({ productId: "a", size: "S", quantity: 2 })];
    const { list, alreadyAdded } = addToBag(before, newItem({ productId: "a", size: "L", color: "navy" }));
    expect(alreadyAdded).toBe(true);
    expect(list).toEqual(before);
    expect(list).not.toBe(before);
  });

  it("isInBag looks up by productId", () => {
    const list = [item({ productId: "a" })];
    expect(isInBag(list, "a")).toBe(true);
    expect(isInBag(list, "b")).toBe(false);
    expect(isInBag([], "a")).toBe(false);
  });

  it("removeFromBag deletes by productId", () => {
    const list = [item({ productId: "a" }), item({ productId: "b" })];
    expect(removeFromBag(list, "a").map((i) => i.productId)).toEqual(["b"]);
    expect(removeFromBag(list, "zzz")).toEqual(list);
    expect(list).toHaveLength(2);
  });

  it("replaceItem swaps in the fresh item in place and keeps the quantity", () => {
    const list = [item({ productId: "a" }), item({ productId: "b", size: "S", quantity: 2, maxQuantity: 3 })];
    const fresh = newItem({
      productId: "b",
      size: "L",
      color: "navy",
      maxQuantity: 3,
      status: 2,
      preOrderDate: "2025-09-01",
    });
    const next = replaceItem(list, "b", fresh);
    expect(next[1]).toEqual({ ...fresh, quantity: 2 });
    expect(next[0]).toBe(list[0]);
  });

  it("replaceItem holds the kept quantity to the fresh item's limit", () => {
    const list = [item({ productId: "a", quantity: 3, maxQuantity: 3 })];
    expect(replaceItem(list, "a", newItem({ productId: "a", maxQuantity: 2 }))[0]?.quantity).toBe(2);
  });

  it("replaceItem drops a stale pre-order date", () => {
    const list = [item({ productId: "a", status: 2, preOrderDate: "2025-09-01" })];
    const next = replaceItem(list, "a", newItem({ productId: "a", status: 1 }));
    expect(next[0]).not.toHaveProperty("preOrderDate");
  });

  it("bagCount sums quantities", () => {
    expect(bagCount([])).toBe(0);
    expect(bagCount([item({ quantity: 2 }), item({ productId: "b", quantity: 1 })])).toBe(3);
  });
});

describe("checkTermsOfSale", () => {
  const line = (productId: string, quantity: number, size = "M", color = "black") => ({
    productId,
    size,
    color,
    quantity,
  });

  it("has the limits of the terms of sale", () => {
    expect(MAX_IDENTICAL_PER_ORDER).toBe(2);
    expect(MAX_ITEMS_PER_ORDER).toBe(10);
  });

  it("accepts an order within the limits", () => {
    expect(checkTermsOfSale([])).toEqual([]);
    expect(checkTermsOfSale([line("a", 2), line("b", 2), line("c", 2), line("d", 2), line("e", 2)])).toEqual(
      [],
    );
  });

  it("refuses more than 2 identical products", () => {
    expect(checkTermsOfSale([line("a", 1), line("b", 3)])).toEqual([
      {
        code: "TOO_MANY_IDENTICAL",
        lineIndex: 1,
        count: 3,
        message: "At most 2 identical products per order.",
      },
    ]);
  });

  it("sums identical products spread over several lines and names each line", () => {
    const v = checkTermsOfSale([line("a", 2), line("b", 1), line("a", 1)]);
    expect(v.map((x) => [x.code, x.lineIndex])).toEqual([
      ["TOO_MANY_IDENTICAL", 0],
      ["TOO_MANY_IDENTICAL", 2],
    ]);
  });

  it("counts a different size or colour as a different product", () => {
    expect(checkTermsOfSale([line("a", 2, "S"), line("a", 2, "M"), line("a", 2, "M", "navy")])).toEqual([]);
  });

  it("does not confuse keys that only differ in where a separator falls", () => {
    expect(checkTermsOfSale([line("a|b", 2, "c"), line("a", 2, "b|c")])).toEqual([]);
  });

  it("refuses more than 10 items, naming the line that goes over", () => {
    const lines = [
      line("a", 2),
      line("b", 2),
      line("c", 2),
      line("d", 2),
      line("e", 2),
      line("f", 1),
      line("g", 1),
    ];
    expect(checkTermsOfSale(lines)).toEqual([
      {
        code: "TOO_MANY_ITEMS",
        lineIndex: 5,
        count: 12,
        message: "At most 10 items per order.",
      },
    ]);
  });

  it("reports both rules when both are broken", () => {
    const v = checkTermsOfSale([line("a", 5), line("b", 6)]);
    expect(v.map((x) => [x.code, x.lineIndex])).toEqual([
      ["TOO_MANY_IDENTICAL", 0],
      ["TOO_MANY_IDENTICAL", 1],
      ["TOO_MANY_ITEMS", 1],
    ]);
  });

  it("reports invalid quantities and leaves them out of the counts", () => {
    const v = checkTermsOfSale([line("a", 3), line("a", -2), line("b", 0), line("c", 1.5)]);
    expect(v.map((x) => [x.code, x.lineIndex])).toEqual([
      ["TOO_MANY_IDENTICAL", 0],
      ["INVALID_QUANTITY", 1],
      ["INVALID_QUANTITY", 2],
      ["INVALID_QUANTITY", 3],
    ]);
  });
});
