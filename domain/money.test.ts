import { describe, expect, it } from "vitest";
import { formatPrice, formatSummaryAmount, itemsLabel, linePrice } from "./money";

describe("formatPrice", () => {
  it.each([
    [0, "$ 0"],
    [1, "$ 0.01"],
    [10, "$ 0.10"],
    [99, "$ 0.99"],
    [100, "$ 1"],
    [12550, "$ 125.50"],
    [12505, "$ 125.05"],
    [99999, "$ 999.99"],
    [100000, "$ 1,000"],
    [125000, "$ 1,250"],
    [125099, "$ 1,250.99"],
    [123456789, "$ 1,234,567.89"],
    [100000000, "$ 1,000,000"],
  ])("formats %i cents as %s", (cents, expected) => {
    expect(formatPrice(cents)).toBe(expected);
  });

  it("prefixes negative amounts with '-'", () => {
    expect(formatPrice(-1250)).toBe("-$ 12.50");
    expect(formatPrice(-125000)).toBe("-$ 1,250");
  });

  it("rejects fractional or non-finite cents", () => {
    expect(() => formatPrice(12.5)).toThrow(RangeError);
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError);
    expect(() => formatPrice(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("formatSummaryAmount", () => {
  it("keeps '.00' so shipping and tax read '$ 0.00'", () => {
    expect(formatSummaryAmount(0)).toBe("$ 0.00");
    expect(formatSummaryAmount(125000)).toBe("$ 1,250.00");
  });

  it("otherwise formats like formatPrice", () => {
    expect(formatSummaryAmount(12550)).toBe("$ 125.50");
    expect(formatSummaryAmount(7)).toBe("$ 0.07");
    expect(formatSummaryAmount(-500)).toBe("-$ 5.00");
  });
});

describe("linePrice", () => {
  it("is unit price times quantity", () => {
    expect(linePrice(12550, 2)).toBe(25100);
    expect(linePrice(999, 1)).toBe(999);
    expect(linePrice(999, 0)).toBe(0);
  });

  it("rejects fractional cents and invalid quantities", () => {
    expect(() => linePrice(10.5, 2)).toThrow(RangeError);
    expect(() => linePrice(-100, 2)).toThrow(RangeError);
    expect(() => linePrice(100, -1)).toThrow(RangeError);
    expect(() => linePrice(100, 1.5)).toThrow(RangeError);
  });

  it("rejects a result beyond safe integers", () => {
    expect(() => linePrice(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError);
  });
});

describe("itemsLabel", () => {
  it("counts the items as every summary does, one item in the singular", () => {
    expect(itemsLabel(1)).toBe("Items (1 item)");
    expect(itemsLabel(3)).toBe("Items (3 items)");
    expect(itemsLabel(1200)).toBe("Items (1,200 items)");
  });
});
