import { describe, expect, it } from "vitest";
import { compareSizes, filterParams, parseFilters, toggleFilter } from "./catalogue-filters";

describe("catalogue filters in the query string", () => {
  it("reads choices and sort, reporting values that are not choices", () => {
    const p = parseFilters(
      new URLSearchParams("size=M&size=L&color=Black&price=500-1000&price=9&availability=soon&sort=x"),
    );
    expect(p.filters).toEqual({
      sizes: ["M", "L"],
      colors: ["black"],
      prices: ["500-1000"],
      availability: [],
    });
    expect(p.sort).toBeNull();
    expect(p.invalid.sort()).toEqual(["availability", "price", "sort"]);
  });

  it("reads letter sizes in any case; other sizes as written", () => {
    const p = parseFilters(new URLSearchParams("size=m&size=xl&size=One Size&size=38"));
    expect(p.filters.sizes).toEqual(["M", "XL", "One Size", "38"]);
    expect(p.invalid).toEqual([]);
  });

  it("writes them back in a stable order, and toggles one choice", () => {
    const { filters } = parseFilters(new URLSearchParams("color=black&size=M"));
    expect(filterParams(filters, "price-asc").toString()).toBe("size=M&color=black&sort=price-asc");
    expect(toggleFilter(filters, "sizes", "M").sizes).toEqual([]);
    expect(toggleFilter(filters, "sizes", "L").sizes).toEqual(["M", "L"]);
  });

  it("orders sizes as a shop does", () => {
    expect(["One Size", "42", "L", "XS", "38", "M"].sort(compareSizes)).toEqual([
      "XS",
      "M",
      "L",
      "38",
      "42",
      "One Size",
    ]);
  });
});
