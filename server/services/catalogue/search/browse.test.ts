// Filters and counts on document sets (browse.ts) agree with the rules read product by product:
// the reference below checks each product's own lists, never the index's sets.
import { describe, expect, it } from "vitest";
import {
  NO_FILTERS,
  PRICE_BANDS,
  type CatalogueFilters,
  type Facets,
} from "../../../../domain/catalogue-filters";
import { setBit } from "./bitset";
import { browse } from "./browse";
import { bandIndex, buildIndex, variantKey, type IndexRow } from "./catalogue-index";
import { applyChanges, makeRow, random } from "./test-catalogue";

const AVAILABILITY = { "in-stock": (r: IndexRow) => r.inStock, "pre-order": (r: IndexRow) => r.preOrder };

/** Which rules a product passes, each on its own (a facet's counts leave out its own rule). */
function passes(r: IndexRow, f: CatalogueFilters) {
  const size = !f.sizes.length || r.sizes.some((s) => f.sizes.includes(s));
  const color = !f.colors.length || r.colors.some((c) => f.colors.includes(c));
  const pair =
    size &&
    color &&
    (!f.sizes.length ||
      !f.colors.length ||
      f.sizes.some((s) => f.colors.some((c) => r.variants.includes(variantKey(s, c)))));
  const price = !f.prices.length || f.prices.includes(PRICE_BANDS[bandIndex(r.priceCents)]!.id);
  const availability = !f.availability.length || f.availability.some((a) => AVAILABILITY[a](r));
  return { size, color, pair, price, availability };
}

function expectedFacets(rows: IndexRow[], f: CatalogueFilters): Record<keyof Facets, Map<string, number>> {
  const out = { sizes: new Map(), colors: new Map(), prices: new Map(), availability: new Map() };
  const add = (m: Map<string, number>, v: string) => m.set(v, (m.get(v) ?? 0) + 1);
  for (const r of rows) {
    const ok = passes(r, f);
    if (ok.color && ok.price && ok.availability)
      for (const s of r.sizes)
        if (!f.colors.length || f.colors.some((c) => r.variants.includes(variantKey(s, c))))
          add(out.sizes, s);
    if (ok.size && ok.price && ok.availability)
      for (const c of r.colors)
        if (!f.sizes.length || f.sizes.some((s) => r.variants.includes(variantKey(s, c)))) add(out.colors, c);
    if (ok.pair && ok.availability) add(out.prices, PRICE_BANDS[bandIndex(r.priceCents)]!.id);
    if (ok.pair && ok.price)
      for (const [a, has] of Object.entries(AVAILABILITY)) if (has(r)) add(out.availability, a);
  }
  return out;
}

const FILTERS: CatalogueFilters[] = [
  NO_FILTERS,
  { ...NO_FILTERS, sizes: ["S"] },
  { ...NO_FILTERS, colors: ["black", "navy"] },
  { ...NO_FILTERS, sizes: ["S", "M"], colors: ["black"] },
  { ...NO_FILTERS, sizes: ["XXL"] },
  { ...NO_FILTERS, colors: ["camel"], prices: ["0-500", "2000-"], availability: ["in-stock"] },
  { ...NO_FILTERS, availability: ["pre-order"], prices: ["1000-2000"] },
];

describe("browse on document sets", () => {
  it("filters and counts as the rules read product by product, after edits in place", () => {
    const rnd = random(11);
    let rows = Array.from({ length: 400 }, (_, i) => makeRow(`p${i}`, rnd));
    const index = buildIndex(rows, new Map());
    for (let round = 0; round < 30; round++) {
      const edited = Array.from({ length: 3 }, () => makeRow(`p${Math.floor(rnd() * 450)}`, rnd));
      rows = applyChanges(index, rows, edited, [`p${Math.floor(rnd() * 450)}`]);
    }
    const all = rows.map((r) => index.slotOf(r.id)!);
    let zeros = 0;
    for (const filters of FILTERS) {
      const got = browse(index, { docs: all, filters, sort: "newest", limit: 1_000, facets: true });
      const want = rows
        .filter((r) => {
          const ok = passes(r, filters);
          return ok.pair && ok.price && ok.availability;
        })
        .sort((a, b) => b.createdMs - a.createdMs || (a.id < b.id ? 1 : -1))
        .map((r) => r.id);
      expect(got.ids).toEqual(want);
      expect(got.total).toBe(want.length);
      const facets = expectedFacets(rows, filters);
      for (const name of ["sizes", "colors", "prices", "availability"] as const) {
        const counted = new Map(got.facets![name].filter((v) => v.count > 0).map((v) => [v.value, v.count]));
        expect(counted, `${name} for ${JSON.stringify(filters)}`).toEqual(facets[name]);
        // Every choice the page offers unfiltered stays listed (at 0 if need be), and only those
        // and the chosen ones: a ticked box makes no neighbour vanish.
        const listed = got.facets![name].map((v) => v.value);
        const offered = [...expectedFacets(rows, NO_FILTERS)[name].keys()];
        expect(listed, `${name} for ${JSON.stringify(filters)}`).toEqual(expect.arrayContaining(offered));
        for (const value of listed)
          expect(offered.includes(value) || (filters[name] as string[]).includes(value)).toBe(true);
        zeros += got.facets![name].filter((v) => v.count === 0).length;
      }
    }
    // The filters above do leave some offered choices with nothing to list.
    expect(zeros).toBeGreaterThan(0);
    expect(
      FILTERS.some(
        (f) => browse(index, { docs: all, filters: f, sort: "newest", limit: 5, facets: false }).total > 0,
      ),
    ).toBe(true);
  });

  it("takes a listing's candidates as a set as well as a list", () => {
    const rnd = random(5);
    const index = buildIndex(
      Array.from({ length: 100 }, (_, i) => makeRow(`p${i}`, rnd)),
      new Map(),
    );
    const some = Array.from({ length: index.size }, (_, d) => d).filter((d) => d % 3 === 0);
    const set = new Uint32Array(index.words);
    for (const d of some) setBit(set, d);
    const req = { filters: FILTERS[3]!, sort: "price-asc" as const, limit: 20, facets: true };
    expect(browse(index, { ...req, candidates: set })).toEqual(browse(index, { ...req, docs: some }));
  });
});
