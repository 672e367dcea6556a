// Filters, counts, sorting and keyset paging over a set of documents of the index (a listing's
// products, or a search's matches with their relevance).
import {
  FACET_NAMES,
  PRICE_BANDS,
  type CatalogueFilters,
  type FacetName,
  type Facets,
  type SortKey,
} from "../../../../domain/catalogue-filters";
import { invalid } from "../../errors";
import { hasId, type CatalogueIndex, type IdLists } from "./catalogue-index";

export interface BrowseRequest {
  /** Candidate documents, any order. */
  docs: Iterable<number>;
  /** Relevance by document (search only). */
  relevance?: Int32Array;
  filters: CatalogueFilters;
  sort: SortKey;
  cursor?: string | undefined;
  limit: number;
  facets: boolean;
}

export interface BrowseResult {
  ids: string[];
  nextCursor: string | null;
  total: number;
  facets: Facets | null;
}

const AVAILABILITY_BITS: Record<string, number> = { "in-stock": 1, "pre-order": 2 };

type Test = (doc: number) => boolean;

function anyOf(lists: IdLists, wanted: string[]): Test {
  const ids = wanted.map((w) => lists.names.indexOf(w));
  return (doc) => ids.some((id) => id >= 0 && hasId(lists, doc, id));
}

function bandOf(cents: number): string {
  return PRICE_BANDS.find((b) => cents >= b.minCents && (b.maxCents === null || cents < b.maxCents))!.id;
}

/** One test per facet that has choices; a facet with none lets everything through. */
function facetTests(index: CatalogueIndex, f: CatalogueFilters): Partial<Record<FacetName, Test>> {
  const tests: Partial<Record<FacetName, Test>> = {};
  if (f.sizes.length) tests.sizes = anyOf(index.sizes, f.sizes);
  if (f.colors.length) tests.colors = anyOf(index.colors, f.colors);
  if (f.prices.length) tests.prices = (doc) => f.prices.includes(bandOf(index.priceCents[doc]!));
  if (f.availability.length) {
    const mask = f.availability.reduce((m, a) => m | (AVAILABILITY_BITS[a] ?? 0), 0);
    tests.availability = (doc) => (index.availability[doc]! & mask) !== 0;
  }
  return tests;
}

/** The values a document carries for a facet. */
function valuesOf(index: CatalogueIndex, facet: FacetName, doc: number): string[] {
  const list = (l: IdLists) =>
    Array.from(l.ids.subarray(l.offsets[doc]!, l.offsets[doc + 1]!), (i) => l.names[i]!);
  if (facet === "sizes") return list(index.sizes);
  if (facet === "colors") return list(index.colors);
  if (facet === "prices") return [bandOf(index.priceCents[doc]!)];
  const bits = index.availability[doc]!;
  return Object.entries(AVAILABILITY_BITS)
    .filter(([, bit]) => bits & bit)
    .map(([name]) => name);
}

// ── Sorting and cursors: the cursor is the last card's sort key, never a position ─────────────
type Key = (number | string)[];
/** +1 ascending, -1 descending, per key part. */
const DIRECTIONS: Record<SortKey, number[]> = {
  relevance: [-1, 1, -1, -1],
  newest: [-1, -1],
  "price-asc": [1, -1, -1],
  "price-desc": [-1, -1, -1],
};

function keyOf(index: CatalogueIndex, sort: SortKey, doc: number, relevance?: Int32Array): Key {
  const tail = [index.createdMs[doc]!, index.ids[doc]!];
  if (sort === "relevance") return [relevance?.[doc] ?? 0, index.stockRank[doc]!, ...tail];
  if (sort === "newest") return tail;
  return [index.priceCents[doc]!, ...tail];
}

function compareKeys(a: Key, b: Key, dirs: number[]): number {
  for (let i = 0; i < dirs.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x !== y) return (x < y ? -1 : 1) * dirs[i]!;
  }
  return 0;
}

export function encodeKey(sort: SortKey, key: Key): string {
  return Buffer.from(JSON.stringify([sort, ...key])).toString("base64url");
}

export function decodeKey(sort: SortKey, cursor: string): Key {
  const badCursor = () => invalid("Invalid cursor.", { cursor: "Invalid cursor." });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw badCursor();
  }
  const dirs = DIRECTIONS[sort];
  if (!Array.isArray(parsed) || parsed[0] !== sort || parsed.length !== dirs.length + 1) throw badCursor();
  const key = parsed.slice(1) as unknown[];
  const last = key[key.length - 1];
  const numbers = key.slice(0, -1);
  if (typeof last !== "string" || !numbers.every((n) => typeof n === "number" && Number.isFinite(n)))
    throw badCursor();
  return key as Key;
}

/**
 * Documents in the sort's order, through one number per document: for relevance, relevance
 * first and then the document number (which is the stock-then-newest order, catalogue-index.ts);
 * otherwise the document's place in the precomputed listing order. Typed-array sorts of numbers
 * are several times faster than comparing keys.
 */
function sortDocs(index: CatalogueIndex, req: BrowseRequest, matched: number[]): Int32Array {
  const n = index.size;
  if (req.sort === "relevance") {
    const rel = req.relevance;
    const keys = Float64Array.from(matched, (doc) => -(rel?.[doc] ?? 0) * n + doc);
    keys.sort();
    return Int32Array.from(keys, (k) => ((k % n) + n) % n);
  }
  const [rank, order] =
    req.sort === "newest"
      ? [index.newestRank, index.byNewest]
      : req.sort === "price-asc"
        ? [index.priceRank, index.byPrice]
        : [index.priceDescRank, index.byPriceDesc];
  const ranks = Int32Array.from(matched, (doc) => rank[doc]!);
  ranks.sort();
  return ranks.map((r) => order[r]!);
}

export function browse(index: CatalogueIndex, req: BrowseRequest): BrowseResult {
  const tests = facetTests(index, req.filters);
  const active = Object.entries(tests) as [FacetName, Test][];
  const passesExcept = (doc: number, skip: FacetName | null) =>
    active.every(([name, test]) => name === skip || test(doc));
  const counts = req.facets
    ? (Object.fromEntries(FACET_NAMES.map((n) => [n, new Map<string, number>()])) as Record<
        FacetName,
        Map<string, number>
      >)
    : null;
  const matched: number[] = [];
  if (active.length === 0 && !counts) {
    // Nothing to filter or count (the search API, an unfiltered Show More): no per-document work.
    for (const doc of req.docs) matched.push(doc);
  } else
    for (const doc of req.docs) {
      const failed = active.filter(([, test]) => !test(doc));
      if (failed.length === 0) matched.push(doc);
      if (!counts || failed.length > 1) continue;
      // Disjunctive counts: a facet's choices are counted over the products the other facets allow.
      for (const facet of FACET_NAMES) {
        if (failed.length === 1 && failed[0]![0] !== facet) continue;
        if (!passesExcept(doc, facet)) continue;
        const c = counts[facet];
        for (const v of valuesOf(index, facet, doc)) c.set(v, (c.get(v) ?? 0) + 1);
      }
    }
  const ordered = sortDocs(index, req, matched);
  const dirs = DIRECTIONS[req.sort];
  const key = (doc: number) => keyOf(index, req.sort, doc, req.relevance);
  // The sorted order is the key order, so the cursor's place is found by bisection.
  let start = 0;
  if (req.cursor) {
    const after = decodeKey(req.sort, req.cursor);
    let hi = ordered.length;
    while (start < hi) {
      const mid = (start + hi) >> 1;
      if (compareKeys(key(ordered[mid]!), after, dirs) > 0) hi = mid;
      else start = mid + 1;
    }
  }
  const page = Array.from(ordered.subarray(start, start + req.limit));
  const last = page[page.length - 1];
  return {
    ids: page.map((doc) => index.ids[doc]!),
    nextCursor:
      ordered.length - start > req.limit && last !== undefined ? encodeKey(req.sort, key(last)) : null,
    total: matched.length,
    facets: counts ? facetsFrom(index, counts, req.filters) : null,
  };
}

/** Every choice the candidates offer, with its count; chosen values stay listed even at 0. */
function facetsFrom(
  index: CatalogueIndex,
  counts: Record<FacetName, Map<string, number>>,
  filters: CatalogueFilters,
): Facets {
  const list = (facet: FacetName, order: string[]) => {
    const c = counts[facet];
    for (const chosen of filters[facet]) if (!c.has(chosen) && order.includes(chosen)) c.set(chosen, 0);
    return order.filter((v) => c.has(v)).map((value) => ({ value, count: c.get(value)! }));
  };
  return {
    sizes: list("sizes", index.sizes.names),
    colors: list("colors", index.colors.names),
    prices: list(
      "prices",
      PRICE_BANDS.map((b) => b.id),
    ),
    availability: list("availability", Object.keys(AVAILABILITY_BITS)),
  };
}
