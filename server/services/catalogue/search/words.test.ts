import { describe, expect, it } from "vitest";
import { editDistance, MAX_WORDS, queryWords, typoBudget } from "./words";

describe("query words", () => {
  it("lower-cases, drops accents and punctuation, keeps at most MAX_WORDS", () => {
    expect(queryWords("  Crêpe DE chine, men's")).toEqual(["crepe", "de", "chine", "men", "s"]);
    expect(queryWords("a b c d e f g h i j k l")).toHaveLength(MAX_WORDS);
  });
});

describe("typo budget and edit distance", () => {
  it("allows no typo under 4 letters, one up to 6, two from 7", () => {
    expect([typoBudget("red"), typoBudget("caot"), typoBudget("lofers"), typoBudget("swetter")]).toEqual([
      0, 1, 1, 2,
    ]);
  });

  it("counts a swap of neighbours as one edit", () => {
    expect(editDistance("caot", "coat", 2)).toBe(1);
    expect(editDistance("cahsmere", "cashmere", 2)).toBe(1);
  });

  it("counts inserts, deletes and substitutions", () => {
    expect(editDistance("lofer", "loafer", 2)).toBe(1);
    expect(editDistance("swetter", "sweater", 2)).toBe(1);
    expect(editDistance("kitten", "sitting", 5)).toBe(3);
  });

  it("stops at max + 1", () => {
    expect(editDistance("red", "burgundy", 1)).toBe(2);
    expect(editDistance("camel", "calf", 1)).toBe(2);
  });
});
