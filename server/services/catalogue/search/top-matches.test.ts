// Reading the best matches first (top-matches.ts) pages a search exactly as scoring every match
// does (match-words.ts scoreDocuments, then browse.ts): same products, same order, same cursors,
// with and without filters, on a catalogue built at once and after edits in place.
import { describe, expect, it } from "vitest";
import { NO_FILTERS, type CatalogueFilters } from "../../../../domain/catalogue-filters";
import { hasBit } from "./bitset";
import { browse, rankedPage } from "./browse";
import { buildIndex, type CatalogueIndex, type IndexRow } from "./catalogue-index";
import { scoreDocuments, type Alternative } from "./match-words";
import { GROUP_FIELDS } from "./postings";
import { applyChanges, makeRow, random } from "./test-catalogue";
import { scratchSets, topMatches } from "./top-matches";

/** 2,000 products, one in 50 with a rare word (its lists are looked into, not held as sets). */
function catalogue(seed: number) {
  const rnd = random(seed);
  const rows = Array.from({ length: 2_000 }, (_, i) => {
    const row = makeRow(`p${i}`, rnd);
    return i % 50 === 0 ? { ...row, title: [...row.title, "quokka"] } : row;
  });
  return { rnd, rows, index: buildIndex(rows, new Map()) };
}

/** One to three alternatives, exact or not, sometimes the rare word. */
function randomWord(index: CatalogueIndex, rnd: () => number): Alternative[] {
  if (rnd() < 0.2) return [{ term: index.termIds.get("quokka")!, exact: true }];
  const n = 1 + Math.floor(rnd() * 3);
  const terms = [...new Set(Array.from({ length: n }, () => Math.floor(rnd() * index.terms.length)))];
  return terms.map((term, i) => ({ term, exact: i === 0 && rnd() < 0.7 }));
}

const FILTERS: CatalogueFilters[] = [
  NO_FILTERS,
  { ...NO_FILTERS, sizes: ["S"], colors: ["black"] },
  { ...NO_FILTERS, availability: ["in-stock"], prices: ["0-500"] },
];

/** Pages through the query both ways and checks they agree; how many products were paged. */
function comparePages(
  index: CatalogueIndex,
  words: Alternative[][],
  filters: CatalogueFilters,
  limit: number,
) {
  const req = { filters, sort: "relevance" as const, limit, facets: false };
  const { docs, scores } = scoreDocuments(index, words);
  let cursor: string | undefined;
  let seen = 0;
  for (let page = 0; page < 4; page++) {
    const fast = rankedPage(index, words, { ...req, cursor })!;
    const full = browse(index, { ...req, cursor, docs, scores });
    expect(fast.ids).toEqual(full.ids);
    expect(fast.nextCursor).toEqual(full.nextCursor);
    seen += fast.ids.length;
    cursor = fast.nextCursor ?? undefined;
    if (!cursor) break;
  }
  return seen;
}

describe("the best matches read first", () => {
  it("page as every match scored does, with and without filters", () => {
    const { rnd, index } = catalogue(11);
    const made = scratchSets.made;
    let paged = 0;
    for (let round = 0; round < 300; round++) {
      const words = Array.from({ length: 1 + Math.floor(rnd() * 2) }, () => randomWord(index, rnd));
      paged += comparePages(index, words, FILTERS[round % FILTERS.length]!, 1 + Math.floor(rnd() * 30));
    }
    expect(paged).toBeGreaterThan(3_000);
    // Lists looked into often were looked into as sets made for the query, given back empty.
    expect(scratchSets.made - made).toBeGreaterThan(20);
    expect(scratchSets.spare.length).toBeGreaterThan(0);
    for (const set of scratchSets.spare) expect(set.every((word) => word === 0)).toBe(true);
  });

  it("page the same after products are edited, added and removed in place, one by one or in bulk", () => {
    const { rnd, index } = catalogue(7);
    let rows: IndexRow[] = [];
    for (let round = 0; round < 60; round++) {
      const edited = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () =>
        makeRow(`p${Math.floor(rnd() * 2_100)}`, rnd),
      );
      rows = applyChanges(index, rows, edited, [`p${Math.floor(rnd() * 2_100)}`]);
      const words = Array.from({ length: 1 + Math.floor(rnd() * 2) }, () => randomWord(index, rnd));
      comparePages(index, words, NO_FILTERS, 10);
    }
    // More than a thousand at once are appended, then sorted and grouped again in one go.
    index.putRows(Array.from({ length: 1_200 }, (_, i) => makeRow(`p${i * 2}`, rnd)));
    for (let round = 0; round < 60; round++) {
      const words = Array.from({ length: 1 + Math.floor(rnd() * 2) }, () => randomWord(index, rnd));
      comparePages(index, words, NO_FILTERS, 10);
    }
  });

  it("keeps every word's groups in tie order, and a dense group's set equal to its list", () => {
    const { rnd, index, rows } = catalogue(3);
    applyChanges(index, rows, [makeRow("p5", rnd), makeRow("new", rnd)], ["p7", "p100"]);
    const rank = index.rank.stock;
    let sets = 0;
    for (const p of index.postings)
      GROUP_FIELDS.forEach((field, g) => {
        const group = Array.from(p.docs.subarray(p.start(field), p.end(field)));
        for (let i = 1; i < group.length; i++) expect(rank[group[i - 1]!]!).toBeLessThan(rank[group[i]!]!);
        const set = p.sets[g];
        if (!set) return;
        sets++;
        const inSet = Array.from({ length: index.size }, (_, d) => d).filter((d) => hasBit(set, d));
        expect(inSet).toEqual([...group].sort((a, b) => a - b));
      });
    expect(sets).toBeGreaterThan(5);
  });

  it("leaves three words or more (half of them may match) to the full scoring", () => {
    const { index } = catalogue(1);
    const coat = [{ term: index.termIds.get("coat")!, exact: true }];
    expect(topMatches(index, [coat, coat, coat], 10, -Infinity)).toBeNull();
    expect(topMatches(index, [coat], 10, -Infinity)!.docs).toHaveLength(10);
    expect(topMatches(index, [coat, []], 10, -Infinity)!.docs).toHaveLength(0);
  });
});
