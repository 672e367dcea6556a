import { describe, expect, it } from "vitest";
import { SEARCH_TERM_MAX, searchHref, searchTermFrom, searchTitle } from "./search-term";

describe("searchTermFrom", () => {
  it("reads '+' as spaces, then trims and collapses", () => {
    expect(searchTermFrom(new URLSearchParams("q=++cashmir+++coat+"))).toBe("cashmir coat");
    expect(searchTermFrom(new URLSearchParams("q=%09wool%0A%20coat"))).toBe("wool coat");
  });

  it("is empty without a term", () => {
    expect(searchTermFrom(new URLSearchParams(""))).toBe("");
    expect(searchTermFrom(new URLSearchParams("q=+++"))).toBe("");
  });

  it("keeps within the API's limit without a trailing space", () => {
    const term = searchTermFrom(new URLSearchParams({ q: `${"a".repeat(SEARCH_TERM_MAX - 1)} b` }));
    expect(term).toBe("a".repeat(SEARCH_TERM_MAX - 1));
  });
});

describe("searchTitle", () => {
  it("follows the spec's tab title", () => {
    expect(searchTitle("cashmir coat")).toBe('Search: "cashmir coat"');
    expect(searchTitle("")).toBe("Search");
  });
});

describe("searchHref", () => {
  it("goes to the trimmed, collapsed term's results; a blank term goes nowhere", () => {
    expect(searchHref("  black   coat ")).toBe("/search?q=black+coat");
    expect(searchHref("   ")).toBeNull();
    expect(searchHref("a".repeat(SEARCH_TERM_MAX + 20))).toBe(`/search?q=${"a".repeat(SEARCH_TERM_MAX)}`);
  });
});
