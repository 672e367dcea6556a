import { describe, expect, it } from "vitest";
import { forgetAlternatives, recalledAlternatives, rememberAlternatives } from "./search-terms";

const alts = (stem: string, ...words: string[]) => ({ stem, words });

describe("typo-correction memo", () => {
  it("recalls a remembered word, per database", () => {
    const a = {};
    const b = {};
    rememberAlternatives(a, "cashmir", alts("cashmir", "cashmer"));
    expect(recalledAlternatives(a, "cashmir")).toEqual(alts("cashmir", "cashmer"));
    expect(recalledAlternatives(b, "cashmir")).toBeUndefined();
    expect(recalledAlternatives(a, "swetter")).toBeUndefined();
  });

  it("forgets everything when the vocabulary changes", () => {
    const db = {};
    rememberAlternatives(db, "lofers", alts("lofer", "loafer"));
    forgetAlternatives();
    expect(recalledAlternatives(db, "lofers")).toBeUndefined();
  });

  it("forgets after five minutes, for writes made by another process", () => {
    const db = {};
    const t = 1_000_000;
    rememberAlternatives(db, "jeens", alts("jeen", "jean"), t);
    expect(recalledAlternatives(db, "jeens", t + 4 * 60_000)).toEqual(alts("jeen", "jean"));
    expect(recalledAlternatives(db, "jeens", t + 6 * 60_000)).toBeUndefined();
  });

  it("keeps at most 5,000 words, dropping the least recently used", () => {
    const db = {};
    const t = 2_000_000;
    for (let i = 0; i < 5_000; i++) rememberAlternatives(db, `w${i}`, alts(`w${i}`), t);
    expect(recalledAlternatives(db, "w0", t)).toBeDefined(); // w0 is now the most recent
    rememberAlternatives(db, "extra", alts("extra"), t);
    expect(recalledAlternatives(db, "w0", t)).toBeDefined();
    expect(recalledAlternatives(db, "w1", t)).toBeUndefined();
    expect(recalledAlternatives(db, "extra", t)).toBeDefined();
  });
});
