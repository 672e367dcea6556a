// The index kept current product by product (decision 55) answers exactly as one built afresh
// from the same products: same matches, same order, same counts.
import { describe, expect, it } from "vitest";
import { NO_FILTERS, type CatalogueFilters, type SortKey } from "../../../../domain/catalogue-filters";
import { browse } from "./browse";
import { buildIndex, type CatalogueIndex } from "./catalogue-index";
import { alternativesFor, scoreDocuments } from "./match-words";

import { applyChanges, makeRow, random } from "./test-catalogue";

const synonyms = new Map([
  ["bag", ["bag", "tote"]],
  ["tote", ["bag", "tote"]],
]);

function answers(index: CatalogueIndex) {
  const all = () => Array.from({ length: index.size }, (_, d) => d).filter((d) => index.live[d]);
  const out: unknown[] = [];
  const filters: CatalogueFilters[] = [
    NO_FILTERS,
    { ...NO_FILTERS, sizes: ["S"], colors: ["black"] },
    { ...NO_FILTERS, availability: ["in-stock"], prices: ["0-500", "2000-"] },
  ];
  for (const f of filters)
    for (const sort of ["newest", "price-asc", "price-desc"] as SortKey[])
      out.push(browse(index, { docs: all(), filters: f, sort, limit: 500, facets: true }));
  for (const q of ["coat", "tote", "camel coat", "caot", "wo"]) {
    const words = q.split(" ").map((w) => alternativesFor(index, { raw: w, stem: w }));
    const { docs, scores } = scoreDocuments(index, words);
    out.push(
      browse(index, { docs, scores, filters: NO_FILTERS, sort: "relevance", limit: 500, facets: true }),
    );
  }
  return out;
}

describe("catalogue index kept current in place", () => {
  it("answers as a fresh build after edits, additions and removals", () => {
    const rnd = random(42);
    let rows = Array.from({ length: 300 }, (_, i) => makeRow(`p${i}`, rnd));
    const index = buildIndex(rows, synonyms);
    for (let round = 0; round < 40; round++) {
      const edited = Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => {
        const id = `p${Math.floor(rnd() * 330)}`;
        return makeRow(id, rnd);
      });
      const removed = Array.from({ length: Math.floor(rnd() * 2) }, () => `p${Math.floor(rnd() * 330)}`);
      rows = applyChanges(index, rows, edited, removed);
    }
    expect(index.count).toBe(rows.length);
    expect(answers(index)).toEqual(answers(buildIndex(rows, synonyms)));
  });

  it("pages with cursors through exactly the one-page answer, in every sort", () => {
    const rnd = random(3);
    const index = buildIndex(
      Array.from({ length: 200 }, (_, i) => makeRow(`p${i}`, rnd)),
      synonyms,
    );
    const all = Array.from({ length: index.size }, (_, d) => d);
    const { docs, scores } = scoreDocuments(index, [alternativesFor(index, { raw: "coat", stem: "coat" })]);
    const cases = [
      ...(["newest", "price-asc", "price-desc"] as SortKey[]).map((sort) => ({ sort, docs: all })),
      { sort: "relevance" as SortKey, docs: Array.from(docs), scores },
    ];
    for (const c of cases) {
      const req = { ...c, filters: NO_FILTERS, facets: false };
      const whole = browse(index, { ...req, limit: 500 }).ids;
      const paged: string[] = [];
      let cursor: string | undefined;
      do {
        const page = browse(index, { ...req, limit: 7, cursor });
        paged.push(...page.ids);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(paged).toEqual(whole);
    }
  });

  it("a word whose last product is gone is no longer a known word", () => {
    const rnd = random(7);
    const index = buildIndex([makeRow("a", rnd), { ...makeRow("b", rnd), title: ["trenchcoat"] }], synonyms);
    expect(alternativesFor(index, { raw: "trenchcoat", stem: "trenchcoat" })).toHaveLength(1);
    index.removeIds(["b"]);
    expect(alternativesFor(index, { raw: "trenchcoat", stem: "trenchcoat" })).toHaveLength(0);
  });
});
