// Filters, counts, sorting and keyset paging over a set of documents of the index (a listing's
// products, or a search's matches with their relevance).
import {
  PRICE_BANDS,
  type CatalogueFilters,
  type FacetName,
  type Facets,
  type SortKey,
} from "../../../../domain/catalogue-filters";
import { invalid } from "../../errors";
import type { CatalogueIndex, IdLists, OrderName } from "./catalogue-index";

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
const AVAILABILITY_NAMES = Object.keys(AVAILABILITY_BITS);

const BAND_MINS = PRICE_BANDS.map((b) => b.minCents);

function bandIndex(cents: number): number {
  let band = 0;
  for (let i = 1; i < BAND_MINS.length; i++) if (cents >= BAND_MINS[i]!) band = i;
  return band;
}

/** A set of ids as a lookup table (ids are small). */
function wantedIds(lists: IdLists, wanted: string[]): Uint8Array {
  const table = new Uint8Array(lists.names.length);
  for (const w of wanted) {
    const id = lists.idOf(w);
    if (id >= 0) table[id] = 1;
  }
  return table;
}

function anyIn(lists: IdLists, doc: number, table: Uint8Array): boolean {
  const { pool } = lists;
  const end = lists.start[doc]! + lists.length[doc]!;
  for (let i = lists.start[doc]!; i < end; i++) if (table[pool[i]!]) return true;
  return false;
}

/** Adds one to the count of each id of a document's list. */
function countAll(lists: IdLists, doc: number, counts: Int32Array): void {
  const { pool } = lists;
  const end = lists.start[doc]! + lists.length[doc]!;
  for (let i = lists.start[doc]!; i < end; i++) counts[pool[i]!]!++;
}

/**
 * The chosen filters as per-document checks. Size and colour chosen together ask for one variant
 * with both (size S in black), not a size and a colour from different variants.
 */
function compileFilters(index: CatalogueIndex, f: CatalogueFilters) {
  const sizeIds = f.sizes.length ? wantedIds(index.sizes, f.sizes) : null;
  const colorIds = f.colors.length ? wantedIds(index.colors, f.colors) : null;
  const bands = f.prices.length
    ? Uint8Array.from(PRICE_BANDS, (b) => (f.prices.includes(b.id) ? 1 : 0))
    : null;
  const mask = f.availability.reduce((m, a) => m | (AVAILABILITY_BITS[a] ?? 0), 0);
  // Each variant's size id and colour id, and whether it has a chosen size / a chosen colour.
  const v = index.variants.names;
  const variantSize = Int32Array.from(v, (name) => index.sizes.idOf(name.split("\u0000")[0]!));
  const variantColor = Int32Array.from(v, (name) => index.colors.idOf(name.split("\u0000")[1]!));
  const sizeOk = (doc: number) => !sizeIds || anyIn(index.sizes, doc, sizeIds);
  const colorOk = (doc: number) => !colorIds || anyIn(index.colors, doc, colorIds);
  const pairOk = (doc: number) => {
    if (!sizeIds || !colorIds) return sizeOk(doc) && colorOk(doc);
    const ids = index.variants.of(doc);
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      if (sizeIds[variantSize[id]!] && colorIds[variantColor[id]!]) return true;
    }
    return false;
  };
  const priceOk = (doc: number) => !bands || bands[bandIndex(index.priceCents[doc]!)] === 1;
  const availabilityOk = (doc: number) => mask === 0 || (index.availability[doc]! & mask) !== 0;
  return {
    active: !!(sizeIds || colorIds || bands || mask),
    sizeIds,
    colorIds,
    variantSize,
    variantColor,
    sizeOk,
    colorOk,
    pairOk,
    priceOk,
    availabilityOk,
  };
}

interface Counts {
  sizes: Int32Array;
  colors: Int32Array;
  prices: Int32Array;
  availability: Int32Array;
}

/** Adds a document's values to each facet's counts over what the other facets allow. */
function countDoc(
  index: CatalogueIndex,
  c: ReturnType<typeof compileFilters>,
  counts: Counts,
  doc: number,
  ok: { size: boolean; color: boolean; pair: boolean; price: boolean; availability: boolean },
): void {
  if (ok.color && ok.price && ok.availability) {
    if (c.colorIds) {
      // Sizes offered in a chosen colour.
      const seen = new Set<number>();
      for (const id of index.variants.of(doc))
        if (c.colorIds[c.variantColor[id]!] && c.variantSize[id]! >= 0) seen.add(c.variantSize[id]!);
      for (const s of seen) counts.sizes[s]!++;
    } else countAll(index.sizes, doc, counts.sizes);
  }
  if (ok.size && ok.price && ok.availability) {
    if (c.sizeIds) {
      // Colours offered in a chosen size.
      const seen = new Set<number>();
      for (const id of index.variants.of(doc))
        if (c.sizeIds[c.variantSize[id]!] && c.variantColor[id]! >= 0) seen.add(c.variantColor[id]!);
      for (const col of seen) counts.colors[col]!++;
    } else countAll(index.colors, doc, counts.colors);
  }
  if (ok.pair && ok.availability) counts.prices[bandIndex(index.priceCents[doc]!)]!++;
  if (ok.pair && ok.price) {
    const bits = index.availability[doc]!;
    for (let i = 0; i < AVAILABILITY_NAMES.length; i++)
      if (bits & AVAILABILITY_BITS[AVAILABILITY_NAMES[i]!]!) counts.availability[i]!++;
  }
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

const ORDER_OF: Record<SortKey, OrderName> = {
  relevance: "stock",
  newest: "newest",
  "price-asc": "priceAsc",
  "price-desc": "priceDesc",
};

/**
 * One number per document that sorts as the sort's key: for relevance, relevance first and then
 * the document's place in the stock-then-newest order; otherwise its place in the precomputed
 * listing order (catalogue-index.ts). Smaller first.
 */
function numericKey(index: CatalogueIndex, req: BrowseRequest): (doc: number) => number {
  const rank = index.rank[ORDER_OF[req.sort]];
  if (req.sort !== "relevance") return (doc) => rank[doc]!;
  const n = index.size + 1;
  const rel = req.relevance;
  return (doc) => -(rel?.[doc] ?? 0) * n + rank[doc]!;
}

/** The numeric key the cursor's card had: documents with a larger one come after it. */
function cursorThreshold(index: CatalogueIndex, req: BrowseRequest, after: Key): number {
  const name = ORDER_OF[req.sort];
  const order = index.order[name];
  const dirs = DIRECTIONS[req.sort];
  // The listing order's part of the key (without relevance), found by bisection.
  const skip = req.sort === "relevance" ? 1 : 0;
  const tail = after.slice(skip);
  const tailDirs = dirs.slice(skip);
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (compareKeys(keyOf(index, req.sort, order[mid]!).slice(skip), tail, tailDirs) > 0) hi = mid;
    else lo = mid + 1;
  }
  if (req.sort !== "relevance") return lo - 0.5;
  return -(after[0] as number) * (index.size + 1) + lo - 0.5;
}

/**
 * The first `k` documents by key (after the threshold), in order: one pass over the matches
 * keeping a short sorted list, instead of sorting every match for one page.
 */
function firstByKey(docs: number[], key: (doc: number) => number, k: number, above: number): Int32Array {
  const keys = new Float64Array(k);
  const out = new Int32Array(k);
  let n = 0;
  for (const doc of docs) {
    const x = key(doc);
    if (x <= above || (n === k && x >= keys[n - 1]!)) continue;
    let i = n < k ? n++ : n - 1;
    while (i > 0 && keys[i - 1]! > x) {
      keys[i] = keys[i - 1]!;
      out[i] = out[i - 1]!;
      i--;
    }
    keys[i] = x;
    out[i] = doc;
  }
  return out.subarray(0, n);
}

export function browse(index: CatalogueIndex, req: BrowseRequest): BrowseResult {
  const c = compileFilters(index, req.filters);
  const counts: Counts | null = req.facets
    ? {
        sizes: new Int32Array(index.sizes.names.length),
        colors: new Int32Array(index.colors.names.length),
        prices: new Int32Array(PRICE_BANDS.length),
        availability: new Int32Array(AVAILABILITY_NAMES.length),
      }
    : null;
  const matched: number[] = [];
  if (!c.active && !counts) {
    // Nothing to filter or count (the search API, an unfiltered Show More): no per-document work.
    for (const doc of req.docs) matched.push(doc);
  } else
    for (const doc of req.docs) {
      const ok = {
        size: c.sizeOk(doc),
        color: c.colorOk(doc),
        pair: false,
        price: c.priceOk(doc),
        availability: c.availabilityOk(doc),
      };
      ok.pair = ok.size && ok.color && (!c.sizeIds || !c.colorIds || c.pairOk(doc));
      if (ok.pair && ok.price && ok.availability) matched.push(doc);
      if (counts) countDoc(index, c, counts, doc, ok);
    }
  // The page and one more (is there a next page?), after the cursor's card if any.
  const above = req.cursor ? cursorThreshold(index, req, decodeKey(req.sort, req.cursor)) : -Infinity;
  const ordered = firstByKey(matched, numericKey(index, req), req.limit + 1, above);
  const page = Array.from(ordered.subarray(0, req.limit));
  const last = page[page.length - 1];
  return {
    ids: page.map((doc) => index.ids[doc]!),
    nextCursor:
      ordered.length > req.limit && last !== undefined
        ? encodeKey(req.sort, keyOf(index, req.sort, last, req.relevance))
        : null,
    total: matched.length,
    facets: counts ? facetsFrom(index, counts, req.filters) : null,
  };
}

/** Every choice the candidates offer, with its count; chosen values stay listed even at 0. */
function facetsFrom(index: CatalogueIndex, counts: Counts, filters: CatalogueFilters): Facets {
  const list = (facet: FacetName, names: string[], order: string[], by: Int32Array) => {
    const c = new Map<string, number>();
    names.forEach((name, i) => {
      if (by[i]! > 0) c.set(name, by[i]!);
    });
    for (const chosen of filters[facet]) if (!c.has(chosen) && order.includes(chosen)) c.set(chosen, 0);
    return order.filter((v) => c.has(v)).map((value) => ({ value, count: c.get(value)! }));
  };
  const bands = PRICE_BANDS.map((b) => b.id);
  return {
    sizes: list("sizes", index.sizes.names, index.sizes.ordered(), counts.sizes),
    colors: list("colors", index.colors.names, index.colors.ordered(), counts.colors),
    prices: list("prices", bands, bands, counts.prices),
    availability: list("availability", AVAILABILITY_NAMES, AVAILABILITY_NAMES, counts.availability),
  };
}
