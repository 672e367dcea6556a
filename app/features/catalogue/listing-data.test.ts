import { describe, expect, it } from "vitest";
import { listingPageOf, listingPath } from "./listing-data";

describe("listingPageOf", () => {
  it("reads the page from the first path segment, document or data request", () => {
    expect(listingPageOf("/women")).toBe("women");
    expect(listingPageOf("/men/knitwear")).toBe("men");
    expect(listingPageOf("/explore.data")).toBe("explore");
    expect(listingPageOf("/women/coats.data")).toBe("women");
    expect(listingPageOf("/search")).toBeNull();
    expect(listingPageOf("/")).toBeNull();
  });
});

describe("listingPath", () => {
  it("is the canonical path of a page or sub-category", () => {
    expect(listingPath("women")).toBe("/women");
    expect(listingPath("men", "shirts")).toBe("/men/shirts");
  });
});
