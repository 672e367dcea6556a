import { describe, expect, it } from "vitest";
import { compactPrice, labelledDays, shortDay, valueTicks } from "./chart-scale";

describe("chart scale", () => {
  it("rounds the top of the axis up to a nice step", () => {
    expect(valueTicks(37)).toEqual([0, 10, 20, 30, 40]);
    expect(valueTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(valueTicks(1_234_500)).toEqual([0, 500_000, 1_000_000, 1_500_000]);
    expect(valueTicks(0)).toEqual([0, 1]);
  });

  it("labels about seven days, always today", () => {
    expect(labelledDays(7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const thirty = labelledDays(30);
    expect(thirty.at(-1)).toBe(29);
    expect(thirty.length).toBeLessThanOrEqual(7);
    expect(labelledDays(90).at(-1)).toBe(89);
  });

  it("writes days and amounts briefly", () => {
    expect(shortDay("2025-07-04")).toBe("Jul 4");
    expect(shortDay("2025-12-31")).toBe("Dec 31");
    expect(compactPrice(95_000)).toBe("$ 950");
    expect(compactPrice(1_250_000)).toBe("$ 12.5k");
    expect(compactPrice(120_000_000)).toBe("$ 1.2M");
  });
});
