import { describe, expect, it } from "vitest";
import type { BagItem } from "../../../../domain/bag";
import type { BagProduct } from "../../../../domain/bag-item";
import { refreshBag, refreshLine } from "./bag-refresh";

const product = (over: Partial<BagProduct> = {}): BagProduct => ({
  productId: "p1",
  title: "Trench Coat",
  url: "trench-coat-1",
  maxQuantity: 2,
  basePriceCents: 245000,
  images: { camel: ["seed/coat/camel/front"], black: ["seed/coat/black/front"] },
  sizes: [
    { key: "38", status: 1, colors: ["camel", "black"] },
    { key: "40", status: 1, colors: ["black"] },
    { key: "44", status: 0, colors: [] },
    { key: "46", status: 2, colors: ["camel"], preOrderDate: "2027-01-20" },
  ],
  ...over,
});

const line = (over: Partial<BagItem> = {}): BagItem => ({
  productId: "p1",
  title: "Trench Coat",
  url: "trench-coat-1",
  maxQuantity: 2,
  image: "seed/coat/camel/front",
  quantity: 2,
  basePriceCents: 245000,
  size: "38",
  color: "camel",
  status: 1,
  ...over,
});

describe("refreshing a bag line", () => {
  it("keeps an unchanged line and says nothing", () => {
    expect(refreshLine(line(), { product: product() })).toEqual({ line: line(), notices: [] });
  });

  it("takes the new price and says what it was and is", () => {
    const result = refreshLine(line(), { product: product({ basePriceCents: 260000 }) });
    expect(result.line?.basePriceCents).toBe(260000);
    expect(result.notices).toEqual(["The price of Trench Coat changed from $ 2,450 to $ 2,600."]);
  });

  it("removes a product that no longer exists", () => {
    expect(refreshLine(line(), { gone: true })).toEqual({
      line: null,
      notices: ["Trench Coat is no longer available and was removed."],
    });
  });

  it("leaves a line alone when the catalogue could not be asked", () => {
    expect(refreshLine(line(), { unknown: true })).toEqual({ line: line(), notices: [] });
  });

  it("flags a size gone out of stock once, and clears the flag when it is back", () => {
    const sizes = product().sizes.map((s) => (s.key === "38" ? { ...s, status: 0 as const, colors: [] } : s));
    const first = refreshLine(line(), { product: product({ sizes }) });
    expect(first.line).toMatchObject({ status: 0, size: "38", quantity: 2 });
    expect(first.notices).toEqual(["Trench Coat in size 38 is now out of stock."]);
    expect(refreshLine(first.line!, { product: product({ sizes }) }).notices).toEqual([]);
    const back = refreshLine(first.line!, { product: product() });
    expect(back.line).toMatchObject({ status: 1 });
    expect(back.notices).toEqual(["Trench Coat in size 38 is available again."]);
  });

  it("flags a colour no longer made in that size", () => {
    const result = refreshLine(line({ size: "40", color: "camel" }), { product: product() });
    expect(result.line).toMatchObject({ status: 0 });
    expect(result.notices).toEqual(["Trench Coat in size 40 is no longer offered in Camel."]);
  });

  it("tells of a size turned pre-order and holds the quantity to a lowered limit", () => {
    const sizes = product().sizes.map((s) =>
      s.key === "38" ? { ...s, status: 2 as const, preOrderDate: "2027-03-01" } : s,
    );
    const result = refreshLine(line(), { product: product({ sizes, maxQuantity: 1 }) });
    expect(result.line).toMatchObject({ status: 2, preOrderDate: "2027-03-01", quantity: 1 });
    expect(result.notices).toEqual([
      "Trench Coat in size 38 is now a pre-order, available on Mar 1, 2027.",
      "At most 1 of Trench Coat can be ordered; the quantity is now 1.",
    ]);
  });

  it("refreshes a whole bag in order and keeps lines it has no answer for", () => {
    const other = line({ productId: "p2", title: "Scarf" });
    const result = refreshBag([line(), other], new Map([["p1", { gone: true } as const]]));
    expect(result.list).toEqual([other]);
    expect(result.notices).toHaveLength(1);
  });
});
