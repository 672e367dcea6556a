import { describe, expect, it } from "vitest";
import { type BagProduct, bagItemFor, isOrderableSize, parseStoredBag, toBagItem } from "./bag-item";

const product: BagProduct = {
  productId: "p1",
  title: "Wool Coat",
  url: "wool-coat-42",
  maxQuantity: 2,
  basePriceCents: 125000,
  images: {
    black: ["seed/coat/black/front", "seed/coat/black/back"],
    navy: [],
  },
  sizes: [
    { key: "S", status: 1, colors: ["black", "navy"] },
    { key: "M", status: 2, colors: ["black"], preOrderDate: "2025-09-01" },
    { key: "L", status: 0, colors: ["black"] },
    { key: "XL", status: 3, colors: ["black"] },
    { key: "XS", status: 1, colors: ["black"], preOrderDate: "2025-10-01" },
  ],
};

/** What a bag line copies from the product as it is. */
const { images: _images, sizes: _sizes, ...coat } = product;

describe("isOrderableSize", () => {
  it("offers in-stock and pre-order sizes only", () => {
    expect([0, 1, 2, 3].map((status) => isOrderableSize({ status: status as 0 | 1 | 2 | 3 }))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});

describe("bagItemFor", () => {
  it("builds a line with the first image of the chosen colour", () => {
    expect(bagItemFor(product, "S", "black")).toEqual({
      ...coat,
      image: "seed/coat/black/front",
      size: "S",
      color: "black",
      status: 1,
    });
  });

  it("keeps the pre-order date on a pre-order size", () => {
    expect(bagItemFor(product, "M", "black")).toMatchObject({
      status: 2,
      preOrderDate: "2025-09-01",
    });
  });

  it("makes a size with a pre-order date a pre-order", () => {
    expect(bagItemFor(product, "XS", "black")).toMatchObject({
      status: 2,
      preOrderDate: "2025-10-01",
    });
  });

  it("uses an empty image when the colour has none", () => {
    expect(bagItemFor(product, "S", "navy")?.image).toBe("");
  });

  it("refuses unknown, out-of-stock or notify-me sizes and missing colours", () => {
    expect(bagItemFor(product, "XXL", "black")).toBeNull();
    expect(bagItemFor(product, "L", "black")).toBeNull();
    expect(bagItemFor(product, "XL", "black")).toBeNull();
    expect(bagItemFor(product, "M", "navy")).toBeNull();
  });
});

describe("parseStoredBag", () => {
  const stored = { ...coat, image: "x", quantity: 1, size: "S", color: "black", status: 1 };

  it("keeps valid items", () => {
    expect(parseStoredBag([stored])).toEqual([stored]);
  });

  it("returns an empty bag for anything but a list", () => {
    expect(parseStoredBag(null)).toEqual([]);
    expect(parseStoredBag({ productId: "p1" })).toEqual([]);
    expect(parseStoredBag("[]")).toEqual([]);
  });

  it("drops malformed entries", () => {
    const bad = [
      { ...stored, productId: "" },
      { ...stored, productId: "b", quantity: 0 },
      { ...stored, productId: "c", basePriceCents: 12.5 },
      { ...stored, productId: "d", status: 4 },
      { ...stored, productId: "e", color: undefined },
      "junk",
    ];
    expect(parseStoredBag([...bad, { ...stored, productId: "ok" }]).map((i) => i.productId)).toEqual(["ok"]);
  });

  it("holds quantities to their limit and keeps the first line of a product", () => {
    const parsed = parseStoredBag([
      { ...stored, quantity: 5 },
      { ...stored, size: "M" },
    ]);
    expect(parsed).toEqual([{ ...stored, quantity: 2 }]);
  });

  it("strips unknown keys", () => {
    expect(parseStoredBag([{ ...stored, basePrice: 1 }])[0]).not.toHaveProperty("basePrice");
  });
});

describe("bag lines and stock", () => {
  const product = {
    productId: "p",
    title: "Coat",
    url: "coat-1",
    maxQuantity: 2,
    basePriceCents: 100,
    images: { camel: ["k"] },
    sizes: [{ key: "M", status: 1 as const, colors: ["camel"] }],
  };

  it("holds the line's limit to what is left and says so", () => {
    const item = bagItemFor(
      { ...product, availability: [{ size: "M", color: "camel", left: 1 }] },
      "M",
      "camel",
    );
    expect(item).toMatchObject({ maxQuantity: 1, left: 1 });
  });

  it("keeps the product's limit when plenty is left", () => {
    const item = bagItemFor(
      { ...product, availability: [{ size: "M", color: "camel", left: null }] },
      "M",
      "camel",
    );
    expect(item?.maxQuantity).toBe(2);
    expect(item).not.toHaveProperty("left");
  });

  it("reads a stored 'left' back, and drops a line whose 'left' is not a count", () => {
    const line = { ...bagItemFor(product, "M", "camel")!, quantity: 1 };
    expect(toBagItem({ ...line, left: 2 })?.left).toBe(2);
    expect(toBagItem({ ...line, left: "2" })).toBeNull();
  });
});
