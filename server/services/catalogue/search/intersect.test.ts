import { describe, expect, it } from "vitest";
import { buildIndex } from "./catalogue-index";
import { scoreByScanning, scoreDocuments, type Alternative, type Scores } from "./match-words";
import { seek } from "./intersect";
import { applyChanges, makeRow, random } from "./test-catalogue";

const sorted = (s: Scores) =>
  Array.from(s.docs, (doc, i) => [doc, s.scores[i]!]).sort((a, b) => a[0]! - b[0]!);

describe("seek", () => {
  const docs = Int32Array.from([2, 4, 8, 16, 32, 64, 128]);
  it.each([
    [0, 0, 0],
    [0, 2, 0],
    [0, 3, 1],
    [0, 33, 5],
    [2, 8, 2],
    [2, 9, 3],
    [3, 128, 6],
    [0, 129, 7],
    [7, 1, 7],
  ])("from %i, target %i → %i", (from, target, at) => {
    expect(seek(docs, docs.length, from, target)).toBe(at);
  });
});

describe("scoring when every word is required", () => {
  it("gives the products and relevance the full scan gives, however the lists overlap", () => {
    const rnd = random(11);
    // A rare word (one product in 50), so some lists are leapt through rather than read.
    let rows = Array.from({ length: 2_000 }, (_, i) => {
      const row = makeRow(`p${i}`, rnd);
      return i % 50 === 0 ? { ...row, title: [...row.title, "quokka"] } : row;
    });
    const index = buildIndex(rows, new Map());
    // Holes in the document numbers, as edits and removals leave them.
    rows = applyChanges(index, rows, [makeRow("p5", rnd), makeRow("new", rnd)], ["p7", "p100", "p1999"]);
    const terms = index.terms.map((_, t) => t);
    let compared = 0;
    for (let round = 0; round < 300; round++) {
      // One to three alternatives per word, exact or not, sometimes the same term twice over.
      const word = (): Alternative[] => {
        const n = 1 + Math.floor(rnd() * 3);
        const picked = [
          ...new Set(Array.from({ length: n }, () => terms[Math.floor(rnd() * terms.length)]!)),
        ];
        return picked.map((term, i) => ({ term, exact: i === 0 && rnd() < 0.7 }));
      };
      const rare = [{ term: index.termIds.get("quokka")!, exact: true }];
      const words = [rnd() < 0.3 ? rare : word(), word()];
      const fast = scoreDocuments(index, words);
      const scan = scoreByScanning(index, words);
      expect(sorted(fast)).toEqual(sorted(scan));
      if (scan.docs.length > 0) compared++;
    }
    expect(compared).toBeGreaterThan(100);
  });

  it("finds nothing when one word has no products", () => {
    const rnd = random(3);
    const index = buildIndex(
      Array.from({ length: 50 }, (_, i) => makeRow(`p${i}`, rnd)),
      new Map(),
    );
    const coat = index.termIds.get("coat")!;
    expect(scoreDocuments(index, [[{ term: coat, exact: true }], []]).docs.length).toBe(0);
  });
});
