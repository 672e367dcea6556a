import { describe, expect, it } from "vitest";
import { collapse, hasVisibleText, stripInvisible } from "./text";
import { collapsedString, optionalCollapsedString, optionalText, requiredText } from "./text-schema";

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

  it("drops characters that draw nothing: a field of them alone is empty, a name reads as typed", () => {
    expect(collapse("\u200B")).toBe("");
    expect(collapse(" \u200B\uFEFF\u2060 ")).toBe("");
    // A right-to-left override would show 'Ada' as 'adA' wherever the name is printed.
    expect(collapse("\u202EAda\u202C Lovelace")).toBe("Ada Lovelace");
    expect(collapse("\u2067Noor\u2069")).toBe("Noor");
    // Joiners that build an emoji or a word of some scripts stay.
    expect(collapse("👩\u200D🎨")).toBe("👩\u200D🎨");
    expect(collapse("می\u200Cخواهم")).toBe("می\u200Cخواهم");
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

describe("stripInvisible and hasVisibleText", () => {
  it("drops the characters that draw nothing and keeps line breaks and spacing", () => {
    expect(stripInvisible("\u202EWool\u202C\n\n  coat")).toBe("Wool\n\n  coat");
  });

  it("counts text of spaces and invisible characters alone as showing nothing", () => {
    expect(hasVisibleText("\u200B\u200B")).toBe(false);
    expect(hasVisibleText(" \n\u202E ")).toBe(false);
    expect(hasVisibleText("\u200Ba")).toBe(true);
  });
});

describe("requiredText and optionalText", () => {
  const required = requiredText(12, "Write a description.");

  it("keeps the text's line breaks, trimmed and without invisible characters", () => {
    expect(required.parse("  Wool\u200B\n\nSilk  ")).toBe("Wool\n\nSilk");
  });

  it("refuses a value of zero-width or direction characters alone, with the field's words", () => {
    for (const blank of ["\u200B\u200B", "\u202E", " \uFEFF\n "]) {
      const result = required.safeParse(blank);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Write a description.");
    }
  });

  it("measures the maximum on what is kept", () => {
    expect(required.parse("\u200B123456789012")).toBe("123456789012");
    expect(required.safeParse("1234567890123").success).toBe(false);
  });

  it("lets an optional field be empty, and cleans it the same way", () => {
    expect(optionalText(5).parse("\u200B ")).toBe("");
    expect(optionalText(5).parse(" a\u202Eb ")).toBe("ab");
    expect(optionalText(5).safeParse("123456").success).toBe(false);
  });
});
