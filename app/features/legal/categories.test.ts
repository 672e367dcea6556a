import { describe, expect, it } from "vitest";
import { FAQ_CATEGORIES, LEGAL_CATEGORIES, categoryFrom, categoryPath } from "./categories";

describe("categoryFrom", () => {
  const read = (qs: string) => categoryFrom(LEGAL_CATEGORIES, new URLSearchParams(qs));

  it("reads a known category from the query", () => {
    expect(read("category=privacy")).toBe("privacy");
    expect(categoryFrom(FAQ_CATEGORIES, new URLSearchParams("category=payment"))).toBe("payment");
  });

  it("falls back to the default when the category is missing, unknown or differently cased", () => {
    expect(read("")).toBe("termsAndConditions");
    expect(read("category=shipping")).toBe("termsAndConditions");
    expect(read("category=Privacy")).toBe("termsAndConditions");
    expect(categoryFrom(FAQ_CATEGORIES, new URLSearchParams("category="))).toBe("shipping");
  });
});

describe("categoryPath", () => {
  it("keeps the default category's URL bare", () => {
    expect(categoryPath("/legal", LEGAL_CATEGORIES, "termsAndConditions")).toBe("/legal");
    expect(categoryPath("/legal", LEGAL_CATEGORIES, "cookie")).toBe("/legal?category=cookie");
  });
});
