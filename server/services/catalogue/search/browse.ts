// A page of a listing or a search: its candidates filtered and counted (filter-sets.ts), then
// sorted and keyset-paged (a listing's products, or a search's matches with their relevance).
import {
  filtersAreEmpty,
  NO_FILTERS,
  type CatalogueFilters,
  type Facets,
  type SortKey,
} from "../../../../domain/catalogue-filters";
import { invalid } from "../../errors";
import { type Bits, count, forEachDoc, hasBit, setBit } from "./bitset";
import { FLAG, type CatalogueIndex, type OrderName } from "./catalogue-index";
import { allOf, compileFilters, countFacets, facetsFrom, work, type CompiledFilters } from "./filter-sets";
import { FirstK } from "./first-k";
import type { Alternative } from "./match-words";
import { topMatches } from "./top-matches";

export interface BrowseRequest {
  /** Candidate documents, any order (a search's matches)… */
  docs?: readonly number[] | Int32Array;
  /** …or as a set (a listing's, from listingSet). */
  candidates?: Bits;
  /** A search's relevance for each of `docs`, at the same place. */
  scores?: Int32Array;
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

/** A search's page without counts: how many match is not worked out. */
export type RankedResult = Omit<BrowseResult, "total"> & { total: null };

// ── Sorting and cursors: the cursor is the last card's sort key, never a position ─────────────
type Key = (number | string)[];
/** +1 ascending, -1 descending, per key part. */
const DIRECTIONS: Record<SortKey, number[]> = {
  relevance: [-1, 1, -1, -1],
  newest: [-1, -1],
  "price-asc": [1, -1, -1],
  "price-desc": [-1, -1, -1],
};

function keyOf(index: CatalogueIndex, sort: SortKey, doc: number, relevance?: (doc: number) => number): Key {
  const tail = [index.createdMs[doc]!, index.idOf(doc)];
  if (sort === "relevance") return [relevance?.(doc) ?? 0, index.stockRank[doc]!, ...tail];
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
 * One number per document that sorts as the sort's key: its place in the precomputed listing order
 * (catalogue-index.ts; for relevance without scores, the stock-then-newest order). Smaller first.
 * A search's relevance comes first in firstMatches' key.
 */
function numericKey(index: CatalogueIndex, req: BrowseRequest): (doc: number) => number {
  const rank = index.rank[ORDER_OF[req.sort]];
  return (doc) => rank[doc]!;
}

/** The numeric key the cursor's card had: documents with a larger one come after it. */
function cursorThreshold(index: CatalogueIndex, req: Pick<BrowseRequest, "sort">, after: Key): number {
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

function firstByKey(docs: number[], key: (doc: number) => number, k: number, above: number): Int32Array {
  const first = new FirstK(k, above);
  for (const doc of docs) first.offer(doc, key(doc));
  return first.docs.subarray(0, first.n);
}

/** The candidates as a set: given (a listing's), or made from the list (a search's matches). */
function candidateSet(index: CatalogueIndex, req: BrowseRequest): Bits {
  if (req.candidates) return req.candidates;
  const set = work("candidates", index.words).fill(0);
  for (const doc of req.docs ?? []) setBit(set, doc);
  return set;
}

/** The page and one more, in a listing order: walk the order from the cursor's place. */
function firstInOrder(index: CatalogueIndex, req: BrowseRequest, matched: Bits, from: number): number[] {
  const order = index.order[ORDER_OF[req.sort]];
  const out: number[] = [];
  for (let at = from; at < order.length && out.length <= req.limit; at++)
    if (hasBit(matched, order[at]!)) out.push(order[at]!);
  return out;
}

/**
 * A search's first `k` matches by relevance, then stock, then newest (after the threshold), with
 * their relevance: one pass over the scored documents, the key computed in place. `matched`
 * null: every scored document is in (no filter).
 */
function firstMatches(
  index: CatalogueIndex,
  docs: ArrayLike<number>,
  scores: Int32Array,
  matched: Bits | null,
  k: number,
  above: number,
): { docs: number[]; relevance: Map<number, number> } {
  const rank = index.rank[ORDER_OF.relevance];
  const n = index.size + 1;
  const first = new FirstK(k, above);
  for (let j = 0; j < docs.length; j++) {
    const doc = docs[j]!;
    if (matched === null || hasBit(matched, doc)) first.offer(doc, -scores[j]! * n + rank[doc]!);
  }
  const top = Array.from(first.docs.subarray(0, first.n));
  // Relevance back from the key: rank < n, so the division's floor recovers it.
  const relevance = new Map(top.map((doc, i) => [doc, -Math.floor(first.keys[i]! / n)]));
  return { docs: top, relevance };
}

/** The page and the cursor after it, from the documents in order (the page and one more). */
function pageOf(
  index: CatalogueIndex,
  req: Pick<BrowseRequest, "sort" | "limit">,
  ordered: number[],
  relevance?: (doc: number) => number,
): Pick<BrowseResult, "ids" | "nextCursor"> {
  const page = ordered.slice(0, req.limit);
  const last = page[page.length - 1];
  return {
    ids: page.map((doc) => index.idOf(doc)),
    nextCursor:
      ordered.length > req.limit && last !== undefined
        ? encodeKey(req.sort, keyOf(index, req.sort, last, relevance))
        : null,
  };
}

/**
 * A search's page by relevance without counts, read best matches first (top-matches.ts) rather
 * than from every match scored; null when the query is one that needs the full scoring.
 */
export function rankedPage(
  index: CatalogueIndex,
  words: Alternative[][],
  req: Omit<BrowseRequest, "docs" | "candidates" | "scores">,
): RankedResult | null {
  if (req.sort !== "relevance" || req.facets) return null;
  const above = req.cursor ? cursorThreshold(index, req, decodeKey(req.sort, req.cursor)) : -Infinity;
  const allowed = filtersAreEmpty(req.filters) ? null : filteredSet(index, req.filters);
  const top = topMatches(index, words, req.limit + 1, above, allowed);
  if (!top) return null;
  const relevance = new Map(top.docs.map((doc, i) => [doc, top.relevance[i]!]));
  return { ...pageOf(index, req, top.docs, (doc) => relevance.get(doc) ?? 0), total: null, facets: null };
}

/** Every live product the filters allow. */
function filteredSet(index: CatalogueIndex, filters: CatalogueFilters): Bits {
  const c = compileFilters(index, filters);
  const live = index.flags.of(FLAG.live);
  return allOf(work("matched", index.words), live, c.sizeAndColor, c.prices, c.availability);
}

/** The facets of a page: counted under the filters, and over the candidates alone when filtered. */
function facetsOf(index: CatalogueIndex, cand: Bits, c: CompiledFilters, filters: CatalogueFilters) {
  const counts = countFacets(index, cand, c);
  if (filtersAreEmpty(filters)) return facetsFrom(index, counts, filters);
  return facetsFrom(index, counts, filters, countFacets(index, cand, compileFilters(index, NO_FILTERS)));
}

export function browse(index: CatalogueIndex, req: BrowseRequest): BrowseResult {
  const cand = candidateSet(index, req);
  const c = compileFilters(index, req.filters);
  const matched = allOf(work("matched", index.words), cand, c.sizeAndColor, c.prices, c.availability);
  const above = req.cursor ? cursorThreshold(index, req, decodeKey(req.sort, req.cursor)) : -Infinity;
  let ordered: number[];
  let relevance: ((doc: number) => number) | undefined;
  if (req.sort === "relevance" && req.scores && req.docs) {
    const top = firstMatches(index, req.docs, req.scores, matched, req.limit + 1, above);
    ordered = top.docs;
    relevance = (doc) => top.relevance.get(doc) ?? 0;
  } else if (req.sort === "relevance") {
    const docs: number[] = [];
    forEachDoc(matched, (doc) => docs.push(doc));
    ordered = Array.from(firstByKey(docs, numericKey(index, req), req.limit + 1, above));
  } else ordered = firstInOrder(index, req, matched, Math.max(0, Math.ceil(above)));
  return {
    ...pageOf(index, req, ordered, relevance),
    total: count(matched),
    facets: req.facets ? facetsOf(index, cand, c, req.filters) : null,
  };
}
