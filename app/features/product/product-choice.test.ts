import { describe, expect, it } from "vitest";
import { choiceStatus, colorsFor, imagesFor, linesThatMayShow } from "./product-choice";

const product = {
  baseImagesColor: "camel",
  images: { camel: ["c/1", "c/2"], black: ["b/1", "b/2"], sand: ["s/1", "s/2"] },
  sizes: [
    { key: "36", status: 1 as const, colors: ["black", "camel"] },
    { key: "38", status: 0 as const, colors: ["sand"] },
    { key: "40", status: 3 as const, colors: ["camel"] },
    { key: "42", status: 1 as const, colors: ["camel"], preOrderDate: "2027-03-01" },
  ],
};

describe("colorsFor", () => {
  it("offers every colour in palette order before a size is chosen", () => {
    expect(colorsFor(product, null)).toEqual(["sand", "camel", "black"]);
  });
  it("offers the chosen size's colours", () => {
    expect(colorsFor(product, "36")).toEqual(["camel", "black"]);
  });
  it("offers a sold-out size's colours from its availability, to ask about one", () => {
    const availability = [{ size: "38", color: "sand", state: "out_of_stock" as const, left: 0 }];
    const soldOut = {
      ...product,
      sizes: product.sizes.map((s) => (s.key === "38" ? { ...s, colors: [] } : s)),
    };
    expect(colorsFor({ ...soldOut, availability }, "38")).toEqual(["sand"]);
    // A size that never had any colour may be asked about in the pictures' colours.
    expect(colorsFor(soldOut, "38")).toEqual(["sand", "camel", "black"]);
  });
  it("falls back to the pictures' colours for a product without sizes", () => {
    expect(colorsFor({ ...product, sizes: [] }, null)).toEqual(["sand", "camel", "black"]);
  });
});

describe("choiceStatus", () => {
  it("treats mixed statuses as available while no size is chosen", () => {
    expect(choiceStatus(product, null)).toEqual({ status: 1, preOrderDate: undefined });
  });
  it("takes the chosen size's status", () => {
    expect(choiceStatus(product, "38").status).toBe(0);
    expect(choiceStatus(product, "40").status).toBe(3);
  });
  it("makes a size with a pre-order date a pre-order", () => {
    expect(choiceStatus(product, "42")).toEqual({ status: 2, preOrderDate: "2027-03-01" });
  });
  it("shows the earliest date of a whole-product pre-order", () => {
    const preOrder = {
      ...product,
      sizes: [
        { key: "S", status: 2 as const, colors: ["camel"], preOrderDate: "2027-05-01" },
        { key: "M", status: 2 as const, colors: ["camel"], preOrderDate: "2027-02-15" },
      ],
    };
    expect(choiceStatus(preOrder, null)).toEqual({ status: 2, preOrderDate: "2027-02-15" });
  });
});

describe("imagesFor", () => {
  it("returns the colour's pictures, or the base colour's when it has none", () => {
    expect(imagesFor(product, "black")).toEqual(["b/1", "b/2"]);
    expect(imagesFor(product, "navy")).toEqual(["c/1", "c/2"]);
  });
});

describe("linesThatMayShow", () => {
  const inStock = { key: "S", status: 1 as const, colors: ["camel"] };
  const preOrder = { key: "M", status: 2 as const, colors: ["camel"], preOrderDate: "2027-03-01" };
  const left = (size: string, n: number) => [{ size, color: "camel", state: "in_stock" as const, left: n }];
  it("keeps no line for a product every size of which is simply in stock", () => {
    expect(linesThatMayShow({ ...product, sizes: [inStock] })).toBe(0);
    expect(linesThatMayShow({ ...product, sizes: [inStock], availability: left("S", 40) })).toBe(0);
  });
  it("keeps one line when some size would show its status, or some variant runs low", () => {
    expect(linesThatMayShow(product)).toBe(1);
    expect(linesThatMayShow({ ...product, sizes: [inStock, preOrder] })).toBe(1);
    expect(linesThatMayShow({ ...product, sizes: [inStock], availability: left("S", 2) })).toBe(1);
  });
  it("keeps two lines for a pre-order size running low: its date and 'Only N left'", () => {
    expect(linesThatMayShow({ ...product, sizes: [inStock, preOrder], availability: left("M", 2) })).toBe(2);
    // Low stock in a size that shows no status is still one line.
    expect(linesThatMayShow({ ...product, sizes: [inStock, preOrder], availability: left("S", 2) })).toBe(1);
  });
});
