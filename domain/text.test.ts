import { describe, expect, it } from "vitest";
import { collapse } from "./text";
import { collapsedString, optionalCollapsedString } from "./text-schema";

describe("collapse", () => {
  it("trims both ends", () => {
    expect(collapse("  coat  ")).toBe("coat");
  });

  it("collapses runs of spaces, tabs and newlines to one space", () => {
    expect(collapse("wool \t\n  coat   black")).toBe("wool coat black");
  });

  it("returns '' for whitespace only", () => {
    expect(collapse(" \n\t ")).toBe("");
  });

  it("leaves single-spaced text alone", () => {
    expect(collapse("a b c")).toBe("a b c");
  });
});

describe("collapsedString", () => {
  const schema = collapsedString(10);

  it("returns the collapsed value", () => {
    expect(schema.parse("  Jane   Doe ")).toBe("Jane Doe");
  });

  it("rejects blank input", () => {
    expect(schema.safeParse("   ").success).toBe(false);
    expect(schema.safeParse("").success).toBe(false);
  });

  it("measures the maximum after collapsing", () => {
    expect(schema.parse("  0123456789   ")).toBe("0123456789");
    expect(schema.safeParse("0123456789a").success).toBe(false);
  });

  it("rejects non-strings", () => {
    expect(schema.safeParse(42).success).toBe(false);
    expect(schema.safeParse(undefined).success).toBe(false);
  });
});

describe("optionalCollapsedString", () => {
  const schema = optionalCollapsedString(5);

  it("turns missing or blank values into undefined", () => {
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse("")).toBeUndefined();
    expect(schema.parse("   ")).toBeUndefined();
  });

  it("collapses present values", () => {
    expect(schema.parse(" a  b ")).toBe("a b");
  });

  it("enforces the maximum", () => {
    expect(schema.safeParse("abcdef").success).toBe(false);
  });
});
