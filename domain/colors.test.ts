import { describe, expect, it } from "vitest";
import { COLORS, colorHex, colorName, isColorCode, sortColors } from "./colors";

describe("colours", () => {
  it("names and hexes known codes", () => {
    expect(colorName("camel")).toBe("Camel");
    expect(colorName("grey-melange")).toBe("Grey Melange");
    expect(colorHex("black")).toMatch(/^#[0-9A-F]{6}$/);
  });

  it("falls back gracefully for unknown codes", () => {
    expect(colorName("dusty-rose")).toBe("Dusty Rose");
    expect(colorHex("dusty-rose")).toMatch(/^#[0-9A-F]{6}$/);
    expect(isColorCode("dusty-rose")).toBe(false);
    expect(isColorCode("toString")).toBe(false);
  });

  it("sorts by palette order, unknown codes last", () => {
    expect(sortColors(["black", "zinc", "ivory", "camel", "amber"])).toEqual([
      "ivory",
      "camel",
      "black",
      "amber",
      "zinc",
    ]);
  });

  it("has a refined palette of valid, unique hexes", () => {
    const hexes = Object.values(COLORS).map((c) => c.hex);
    expect(hexes.length).toBeGreaterThanOrEqual(14);
    expect(new Set(hexes).size).toBe(hexes.length);
    for (const code of Object.keys(COLORS)) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});
