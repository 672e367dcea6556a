import { describe, expect, it } from "vitest";
import { median, medianOf, missBy, percentile } from "./stats";

describe("bench stats", () => {
  it("takes medians of odd and even runs, ignoring NaN", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 5])).toBe(5);
    expect(median([])).toBeNaN();
  });

  it("computes nearest-rank percentiles", () => {
    const v = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(v, 50)).toBe(50);
    expect(percentile(v, 95)).toBe(95);
    expect(percentile(v, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
  });

  it("takes each figure's own median across runs", () => {
    expect(
      medianOf([
        { rps: 10, p99: 30 },
        { rps: 30, p99: 10 },
        { rps: 20, p99: 20 },
      ]),
    ).toEqual({ rps: 20, p99: 20 });
  });

  it("says how far a figure misses", () => {
    expect(missBy(900, 1000, "min")).toBe("10 % short");
    expect(missBy(60, 50, "max")).toBe("20 % over");
    expect(missBy(40, 50, "max")).toBe("");
  });
});
