import { describe, expect, it } from "vitest";
import { type Audience, LISTING_PAGES, PAGE_AUDIENCES, shownTo } from "./catalogue";

describe("which pages show which pieces", () => {
  it("shows a unisex piece on every listing, and a women's or men's piece on its own and Explore", () => {
    for (const page of LISTING_PAGES) expect(PAGE_AUDIENCES[page]).toContain("unisex");
    const pagesOf = (audience: Audience) =>
      LISTING_PAGES.filter((page) => PAGE_AUDIENCES[page].includes(audience));
    expect(pagesOf("women")).toEqual(["women", "explore"]);
    expect(pagesOf("men")).toEqual(["men", "explore"]);
    expect(pagesOf("unisex")).toEqual(["women", "men", "explore"]);
  });

  it("says a unisex piece is for every audience, any other for its own", () => {
    expect(shownTo("unisex")).toEqual(["unisex", "women", "men"]);
    expect(shownTo("women")).toEqual(["women"]);
    expect(shownTo("men")).toEqual(["men"]);
  });
});
