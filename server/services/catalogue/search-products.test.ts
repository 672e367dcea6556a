import { describe, expect, it } from "vitest";
import { buildTsQuery, closestAlternatives, queryWords } from "./search-products";

describe("search query text", () => {
  it("keeps lower-case words without accents, at most six", () => {
    expect(queryWords("  Crêpe DE chine, 1 2 3 4 5")).toEqual(["crepe", "de", "chine", "1", "2", "3"]);
  });

  it("ANDs the words, each a prefix OR its stem and corrections, without repeating the prefix", () => {
    const q = buildTsQuery(
      new Map([
        ["silk", ["silk"]],
        ["boots", ["boot"]],
        ["dres", ["dres", "dress"]],
      ]),
    );
    expect(q).toBe("('silk':*) & ('boots':* | 'boot') & ('dres':* | 'dress')");
  });
});

describe("typo corrections", () => {
  it("keeps the corrections within 0.1 similarity of the closest, dropping the noise", () => {
    expect(
      closestAlternatives([
        { word: "cashmer", sim: 0.45 },
        { word: "case", sim: 0.3 },
      ]),
    ).toEqual(["cashmer"]);
    expect(
      closestAlternatives([
        { word: "lofti", sim: 0.3 },
        { word: "loafer", sim: 0.27 },
        { word: "long", sim: 0.2 },
      ]),
    ).toEqual(["lofti", "loafer", "long"]);
    expect(closestAlternatives([])).toEqual([]);
  });
});
