import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeTotals, discountFor } from "./totals";

describe("computeTotals", () => {
  it("is all zeros for an empty bag", () => {
    expect(computeTotals([])).toEqual({
      itemCount: 0,
      subtotalCents: 0,
      discountCents: 0,
      totalCents: 0,
    });
    expect(computeTotals([], 20)).toEqual({
      itemCount: 0,
      subtotalCents: 0,
      discountCents: 0,
      totalCents: 0,
    });
  });

  it("sums line prices and quantities", () => {
    const lines = [
      { unitPriceCents: 125000, quantity: 2 },
      { unitPriceCents: 12550, quantity: 1 },
    ];
    expect(computeTotals(lines)).toEqual({
      itemCount: 3,
      subtotalCents: 262550,
      discountCents: 0,
      totalCents: 262550,
    });
  });

  it("takes the coupon percentage off the subtotal", () => {
    const totals = computeTotals([{ unitPriceCents: 125000, quantity: 2 }], 10);
    expect(totals.discountCents).toBe(25000);
    expect(totals.totalCents).toBe(225000);
  });

  it("rounds the discount half up to a cent", () => {
    // 1005 × 10% = 100.5 cents → 101
    expect(computeTotals([{ unitPriceCents: 1005, quantity: 1 }], 10).discountCents).toBe(101);
    // 1004 × 10% = 100.4 cents → 100
    expect(computeTotals([{ unitPriceCents: 1004, quantity: 1 }], 10).discountCents).toBe(100);
    // 999 × 15% = 149.85 cents → 150
    expect(computeTotals([{ unitPriceCents: 999, quantity: 1 }], 15).totalCents).toBe(849);
  });

  it("gives everything away at 100% and never goes below zero", () => {
    expect(computeTotals([{ unitPriceCents: 4999, quantity: 3 }], 100).totalCents).toBe(0);
    expect(computeTotals([{ unitPriceCents: 4999, quantity: 3 }], 150).totalCents).toBe(0);
  });

  it("treats 0% like no coupon", () => {
    expect(computeTotals([{ unitPriceCents: 4999, quantity: 1 }], 0).totalCents).toBe(4999);
  });

  it("rejects invalid percentages and lines", () => {
    const lines = [{ unitPriceCents: 100, quantity: 1 }];
    expect(() => computeTotals(lines, -5)).toThrow(RangeError);
    expect(() => computeTotals(lines, Number.NaN)).toThrow(RangeError);
    expect(() => computeTotals([{ unitPriceCents: 1.5, quantity: 1 }])).toThrow(RangeError);
    expect(() => computeTotals([{ unitPriceCents: 100, quantity: -1 }])).toThrow(RangeError);
    expect(() => computeTotals([{ unitPriceCents: -100, quantity: 1 }])).toThrow(RangeError);
  });
});

describe("computeTotals properties", () => {
  const line = fc.record({
    unitPriceCents: fc.integer({ min: 0, max: 10_000_000 }),
    quantity: fc.integer({ min: 0, max: 10 }),
  });
  const lines = fc.array(line, { maxLength: 20 });
  const percentage = fc.integer({ min: 0, max: 100 });

  it("subtotal and item count are the sums of the lines", () => {
    fc.assert(
      fc.property(lines, (ls) => {
        const t = computeTotals(ls);
        expect(t.subtotalCents).toBe(ls.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0));
        expect(t.itemCount).toBe(ls.reduce((s, l) => s + l.quantity, 0));
      }),
    );
  });

  it("total = subtotal − discount, all whole cents, never negative", () => {
    fc.assert(
      fc.property(lines, percentage, (ls, pct) => {
        const t = computeTotals(ls, pct);
        expect(t.totalCents).toBe(t.subtotalCents - t.discountCents);
        expect(Number.isInteger(t.discountCents)).toBe(true);
        expect(t.discountCents).toBeGreaterThanOrEqual(0);
        expect(t.totalCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("the discount is within half a cent of the exact percentage", () => {
    fc.assert(
      fc.property(lines, percentage, (ls, pct) => {
        const t = computeTotals(ls, pct);
        const exact = (t.subtotalCents * pct) / 100;
        expect(Math.abs(t.discountCents - exact)).toBeLessThanOrEqual(0.5);
        // Half up: an exact half cent always rounds away from zero.
        if ((t.subtotalCents * pct) % 100 === 50) expect(t.discountCents).toBe(Math.ceil(exact));
      }),
    );
  });

  it("a bigger percentage never gives a bigger total", () => {
    fc.assert(
      fc.property(lines, percentage, percentage, (ls, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(computeTotals(ls, hi).totalCents).toBeLessThanOrEqual(computeTotals(ls, lo).totalCents);
      }),
    );
  });

  it("the order of the lines does not matter", () => {
    fc.assert(
      fc.property(lines, percentage, (ls, pct) => {
        expect(computeTotals([...ls].reverse(), pct)).toEqual(computeTotals(ls, pct));
      }),
    );
  });
});

describe("discountFor", () => {
  it("caps the discount at the subtotal", () => {
    expect(discountFor(1000, 250)).toBe(1000);
  });
});
