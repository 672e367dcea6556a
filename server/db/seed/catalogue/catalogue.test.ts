import { MAX_IDENTICAL_PER_ORDER } from "../../../../domain/bag";
import { describe, expect, it } from "vitest";
import { parseMediaKey } from "../../../media/media-key";
import { baseStatusOf } from "./build";
import { EXPLORE_PAGE, explore, men, seedCategories, women } from "./categories";
import { seedCoupons } from "./coupons";
import { seedProducts } from "./products";

const LETTERS = ["XS", "S", "M", "L", "XL"];
const NUMBERS = ["36", "38", "40", "42", "44", "46"];
const SHOES = ["36", "37", "38", "39", "40", "41", "42", "43", "44", "45"];

function inAudience(page: "women" | "men", category: string) {
  return category === page || category === "unisex";
}

describe("seed catalogue", () => {
  it("has at least 64 products with unique titles, spread across all audiences", () => {
    expect(seedProducts.length).toBeGreaterThanOrEqual(64);
    expect(new Set(seedProducts.map((p) => p.title)).size).toBe(seedProducts.length);
    for (const audience of ["women", "men", "unisex"]) {
      expect(seedProducts.filter((p) => p.category === audience).length).toBeGreaterThanOrEqual(12);
    }
  });

  it("has no piece twice: titles differ beyond spacing, and no two of a kind share their materials", () => {
    const normalized = seedProducts.map((p) => p.title.toLowerCase().replace(/[^a-z]/g, ""));
    expect(new Set(normalized).size).toBe(seedProducts.length);
    const kindOf = (p: (typeof seedProducts)[number]) => Object.values(p.images)[0]![0]!.split("/")[1];
    // Men's and women's cuts are distinct pieces; two products of one kind, audience and
    // materials are one piece listed twice.
    const pieces = seedProducts.map((p) => `${kindOf(p)} | ${p.category} | ${p.materials}`);
    expect(pieces.filter((piece, i) => pieces.indexOf(piece) !== i)).toEqual([]);
    const knitwear = seedProducts.filter((p) => kindOf(p) === "knit-sweater");
    expect(new Set(knitwear.map((p) => p.materials)).size).toBe(knitwear.length);
  });

  it.each(seedProducts.map((p) => [p.title, p] as const))("%s is complete and consistent", (_title, p) => {
    expect(p.description.split(/(?<=\.)\s+/).length).toBeGreaterThanOrEqual(2);
    expect(p.description.split(/(?<=\.)\s+/).length).toBeLessThanOrEqual(3);
    expect(p.materials).toMatch(/\.$/);
    expect(p.details.length).toBeGreaterThanOrEqual(3);
    expect(p.details.length).toBeLessThanOrEqual(5);
    expect(Number.isInteger(p.basePriceCents)).toBe(true);
    expect(p.basePriceCents).toBeGreaterThanOrEqual(39_000);
    expect(p.basePriceCents).toBeLessThanOrEqual(490_000);
    expect(p.maxQuantity).toBeGreaterThanOrEqual(1);
    // A line can never hold more than the terms of sale allow for identical products.
    expect(p.maxQuantity).toBeLessThanOrEqual(MAX_IDENTICAL_PER_ORDER);

    const colors = Object.keys(p.images);
    expect(colors.length).toBeGreaterThanOrEqual(2);
    expect(colors.length).toBeLessThanOrEqual(4);
    expect(colors).toContain(p.baseImagesColor);
    for (const [color, keys] of Object.entries(p.images)) {
      expect(keys).toHaveLength(2);
      for (const key of keys) expect(parseMediaKey(key)).toMatchObject({ type: "seed", color });
    }

    const keys = p.sizes.map((s) => s.key);
    const vocab =
      keys[0] === "One Size"
        ? ["One Size"]
        : LETTERS.includes(keys[0] ?? "")
          ? LETTERS
          : p.subCategories.includes("shoes")
            ? SHOES
            : NUMBERS;
    for (const key of keys) expect(vocab).toContain(key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const size of p.sizes) {
      expect(size.colors.length).toBeGreaterThan(0);
      for (const c of size.colors) expect(colors).toContain(c);
      if (size.status === 2)
        expect(size.preOrderDate).toMatch(/^2027-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
      else expect(size.preOrderDate).toBeUndefined();
    }
    // Every colour shown is available in at least one size.
    for (const c of colors) expect(p.sizes.some((s) => s.colors.includes(c))).toBe(true);
    expect(p.baseStatus).toBe(baseStatusOf(p.sizes));
  });

  it("covers every status, with whole-product and mixed cases", () => {
    const statuses = new Set(seedProducts.flatMap((p) => p.sizes.map((s) => s.status)));
    expect([...statuses].sort()).toEqual([0, 1, 2, 3]);
    const uniform = (status: number) =>
      seedProducts.filter((p) => p.sizes.every((s) => s.status === status)).length;
    expect(uniform(2)).toBeGreaterThanOrEqual(3);
    expect(uniform(3)).toBeGreaterThanOrEqual(3);
    expect(uniform(0)).toBeGreaterThanOrEqual(3);
    const mixed = seedProducts.filter((p) => new Set(p.sizes.map((s) => s.status)).size > 1);
    expect(mixed.length).toBeGreaterThanOrEqual(25);
    // Mixed without any size in stock: the dashboard's NOT OCCURRENT badge.
    expect(mixed.some((p) => p.sizes.every((s) => s.status !== 1))).toBe(true);
  });

  it("gives every product its own images (no two share a garment in the same colour)", () => {
    const keys = seedProducts.flatMap((p) => Object.values(p.images).map((k) => k[0]));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("only uses sub-categories from the category records, and fills each of them", () => {
    const known = new Set([
      EXPLORE_PAGE,
      ...seedCategories.flatMap((c) => c.subCategories.map((s) => s.url)),
    ]);
    for (const p of seedProducts) for (const s of p.subCategories) expect(known).toContain(s);
    for (const page of [women, men] as const) {
      for (const { url } of page.subCategories) {
        const found = seedProducts.filter(
          (p) => inAudience(page.id as "women" | "men", p.category) && p.subCategories.includes(url),
        );
        expect(found.length, `${page.id}/${url}`).toBeGreaterThanOrEqual(2);
      }
    }
    for (const { url } of explore.subCategories) {
      const found = seedProducts.filter(
        (p) => p.subCategories.includes(url) && p.subCategories.includes(EXPLORE_PAGE),
      );
      expect(found.length, `explore/${url}`).toBeGreaterThanOrEqual(2);
    }
    const share =
      seedProducts.filter((p) => p.subCategories.includes(EXPLORE_PAGE)).length / seedProducts.length;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.45);
  });

  it("has a cashmere coat for search to find", () => {
    expect(
      seedProducts.some(
        (p) => /cashmere/i.test(p.title) && /coat/i.test(p.title) && /cashmere/i.test(p.materials),
      ),
    ).toBe(true);
  });

  it("seeds one valid and one expired coupon", () => {
    const now = Date.now();
    expect(seedCoupons.find((c) => c.code === "WELCOME10")).toMatchObject({ percentage: 10 });
    expect(seedCoupons.find((c) => c.code === "WELCOME10")?.expiresAt.getTime()).toBeGreaterThan(now);
    expect(seedCoupons.find((c) => c.code === "SUMMER22")?.expiresAt.getTime()).toBeLessThan(now);
    for (const c of seedCoupons) expect(Number.isInteger(c.percentage)).toBe(true);
  });
});
