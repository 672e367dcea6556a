import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pickShard, productSales, ROLLUP_SHARDS, saleDay } from "./sales-rollup";

describe("saleDay", () => {
  it("is the boutique's day of the purchase in New York, not UTC's nor the server's", () => {
    // 23:30 in New York on the 9th is already the 10th in UTC: it counts on the 9th.
    expect(saleDay(new Date("2025-03-09T23:30:00-04:00"))).toBe("2025-03-09");
    expect(saleDay(new Date("2025-03-10T03:59:59.999Z"))).toBe("2025-03-09");
    expect(saleDay(new Date("2025-03-10T04:00:00.000Z"))).toBe("2025-03-10");
    // Winter: New York is UTC-5.
    expect(saleDay(new Date("2025-01-16T04:59:59.999Z"))).toBe("2025-01-15");
    expect(saleDay(new Date("2025-01-16T05:00:00.000Z"))).toBe("2025-01-16");
  });
  it("refuses an invalid date", () => {
    expect(() => saleDay(new Date("nope"))).toThrow(RangeError);
  });
});

describe("pickShard", () => {
  it("stays within the shards, even at the random source's edges", () => {
    expect(pickShard(() => 0)).toBe(0);
    expect(pickShard(() => 0.999999999)).toBe(ROLLUP_SHARDS - 1);
    expect(pickShard(() => 1)).toBe(ROLLUP_SHARDS - 1);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (r) => {
        const s = pickShard(() => r);
        return Number.isInteger(s) && s >= 0 && s < ROLLUP_SHARDS;
      }),
    );
  });
});

describe("productSales", () => {
  const line = (productId: string, quantity: number, lineTotalCents: number, title = `T${productId}`) => ({
    productId,
    title,
    quantity,
    lineTotalCents,
  });

  it("folds two lines of one product into one entry, sorted by product id", () => {
    expect(productSales([line("b", 1, 500), line("a", 2, 300), line("b", 2, 1000, "Tz")])).toEqual([
      { productId: "a", title: "Ta", units: 2, revenueCents: 300 },
      { productId: "b", title: "Tz", units: 3, revenueCents: 1500 },
    ]);
  });

  it("negates everything for a cancellation", () => {
    expect(productSales([line("a", 2, 300), line("a", 1, 150)], -1)).toEqual([
      { productId: "a", title: "Ta", units: -3, revenueCents: -450 },
    ]);
  });

  it("keeps the totals of the lines and never repeats a product", () => {
    const lines = fc.array(
      fc.record({
        productId: fc.constantFrom("p1", "p2", "p3", "p4"),
        title: fc.string(),
        quantity: fc.integer({ min: 1, max: 9 }),
        lineTotalCents: fc.integer({ min: 0, max: 100_000 }),
      }),
    );
    fc.assert(
      fc.property(lines, fc.constantFrom(1 as const, -1 as const), (ls, sign) => {
        const out = productSales(ls, sign);
        const ids = out.map((p) => p.productId);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids).toEqual([...ids].sort());
        // `+ 0` turns a -0 (an empty cancellation) into 0.
        expect(out.reduce((n, p) => n + p.units, 0) + 0).toBe(
          sign * ls.reduce((n, l) => n + l.quantity, 0) + 0,
        );
        expect(out.reduce((n, p) => n + p.revenueCents, 0) + 0).toBe(
          sign * ls.reduce((n, l) => n + l.lineTotalCents, 0) + 0,
        );
      }),
    );
  });
});
