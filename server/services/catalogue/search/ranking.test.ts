import { describe, expect, it } from "vitest";
import { NO_FILTERS } from "../../../../domain/catalogue-filters";
import { browse } from "./browse";
import { buildIndex, type IndexRow } from "./catalogue-index";
import { alternativesFor, minimumMatch, scoreDocuments } from "./match-words";

const row = (id: string, over: Partial<IndexRow>): IndexRow => ({
  id,
  createdMs: 1_000,
  priceCents: 100_00,
  status: 1,
  category: "women",
  subCategories: [],
  sizes: ["M"],
  colors: ["black"],
  variants: ["M\u0000black"],
  inStock: true,
  preOrder: false,
  title: [],
  tags: [],
  materials: [],
  description: [],
  ...over,
});

const index = buildIndex(
  [
    row("calf-bag", { title: ["calf", "bag"], tags: ["bag", "cognac"], createdMs: 5_000 }),
    row("camel-coat", { title: ["camel", "coat"], tags: ["coat", "camel"], createdMs: 1_000 }),
    row("coat-new", { title: ["wool", "coat"], tags: ["coat", "navi"], createdMs: 4_000, sizes: ["S", "L"] }),
    row("coat-out", {
      title: ["wool", "coat"],
      tags: ["coat"],
      createdMs: 9_000,
      status: 0,
      inStock: false,
      sizes: [],
    }),
    row("coat-desc", { title: ["cardigan"], description: ["coat"], createdMs: 8_000, priceCents: 600_00 }),
    row("tote", {
      title: ["tote"],
      tags: ["bag"],
      createdMs: 2_000,
      preOrder: true,
      inStock: false,
      status: 2,
    }),
  ],
  new Map([
    ["bag", ["bag", "tote"]],
    ["tote", ["bag", "tote"]],
  ]),
);

const ranked = (q: { raw: string; stem: string | null }[]) => {
  const { docs, scores } = scoreDocuments(
    index,
    q.map((w) => alternativesFor(index, w)),
  );
  return browse(index, {
    docs,
    scores,
    filters: NO_FILTERS,
    sort: "relevance",
    limit: 50,
    facets: false,
  }).ids;
};

describe("search ranking", () => {
  it("never replaces a known word by a near-miss", () => {
    expect(alternativesFor(index, { raw: "camel", stem: "camel" }).map((a) => index.terms[a.term])).toEqual([
      "camel",
    ]);
  });

  it("corrects an unknown word to the closest catalogue words", () => {
    expect(alternativesFor(index, { raw: "caot", stem: "caot" }).map((a) => index.terms[a.term])).toEqual([
      "coat",
    ]);
  });

  it("completes a word being typed before trying corrections", () => {
    expect(alternativesFor(index, { raw: "cam", stem: "cam" }).map((a) => index.terms[a.term])).toEqual([
      "camel",
    ]);
  });

  it("ranks title words before description words, in stock before out of stock, then newest", () => {
    expect(ranked([{ raw: "coat", stem: "coat" }])).toEqual([
      "coat-new",
      "camel-coat",
      "coat-out",
      "coat-desc",
    ]);
  });

  it("ranks the typed word before its synonyms", () => {
    expect(ranked([{ raw: "tote", stem: "tote" }])).toEqual(["tote", "calf-bag"]);
  });

  it("needs every word of two, and at least half of more, all words first", () => {
    expect(minimumMatch(1)).toBe(1);
    expect(minimumMatch(2)).toBe(2);
    expect(minimumMatch(3)).toBe(2);
    expect(
      ranked([
        { raw: "camel", stem: "camel" },
        { raw: "coat", stem: "coat" },
      ]),
    ).toEqual(["camel-coat"]);
    expect(
      ranked([
        { raw: "wool", stem: "wool" },
        { raw: "camel", stem: "camel" },
        { raw: "coat", stem: "coat" },
      ]),
    ).toEqual(["coat-new", "camel-coat", "coat-out"]);
  });
});

describe("filters, counts and paging", () => {
  const all = () => Array.from({ length: index.size }, (_, i) => i);

  it("counts each facet's choices over what the other facets allow", () => {
    const r = browse(index, {
      docs: all(),
      filters: { ...NO_FILTERS, sizes: ["S"], availability: ["in-stock"] },
      sort: "newest",
      limit: 10,
      facets: true,
    });
    expect(r.ids).toEqual(["coat-new"]);
    expect(r.facets!.sizes).toEqual([
      { value: "S", count: 1 },
      { value: "M", count: 3 },
      { value: "L", count: 1 },
    ]);
    // The pre-order tote has no S: its choice stays offered, with nothing to list.
    expect(r.facets!.availability).toEqual([
      { value: "in-stock", count: 1 },
      { value: "pre-order", count: 0 },
    ]);
  });

  it("sorts by price and pages with a cursor, without repeats", () => {
    const first = browse(index, {
      docs: all(),
      filters: NO_FILTERS,
      sort: "price-desc",
      limit: 2,
      facets: false,
    });
    expect(first.ids[0]).toBe("coat-desc");
    const rest = browse(index, {
      docs: all(),
      filters: NO_FILTERS,
      sort: "price-desc",
      cursor: first.nextCursor!,
      limit: 10,
      facets: false,
    });
    expect(new Set([...first.ids, ...rest.ids]).size).toBe(index.size);
    expect(rest.nextCursor).toBeNull();
  });

  it("refuses a cursor made for another sort", () => {
    const first = browse(index, {
      docs: all(),
      filters: NO_FILTERS,
      sort: "newest",
      limit: 2,
      facets: false,
    });
    expect(() =>
      browse(index, {
        docs: all(),
        filters: NO_FILTERS,
        sort: "price-asc",
        cursor: first.nextCursor!,
        limit: 2,
        facets: false,
      }),
    ).toThrow(/Invalid cursor/);
  });
});

describe("size and colour chosen together", () => {
  const pair = buildIndex(
    [
      row("a", { sizes: ["S", "M"], colors: ["black", "navy"], variants: ["S\u0000navy", "M\u0000black"] }),
      row("b", { sizes: ["S"], colors: ["black"], variants: ["S\u0000black"], createdMs: 2_000 }),
    ],
    new Map(),
  );

  it("match a variant with both, and count each over the other's choice", () => {
    const r = browse(pair, {
      docs: [0, 1],
      filters: { ...NO_FILTERS, sizes: ["S"], colors: ["black"] },
      sort: "newest",
      limit: 10,
      facets: true,
    });
    // 'a' has S (in navy) and black (in M), but no S in black.
    expect(r.ids).toEqual(["b"]);
    expect(r.total).toBe(1);
    expect(r.facets!.sizes).toEqual([
      { value: "S", count: 1 },
      { value: "M", count: 1 },
    ]);
    expect(r.facets!.colors).toEqual([
      { value: "black", count: 1 },
      { value: "navy", count: 1 },
    ]);
  });
});
