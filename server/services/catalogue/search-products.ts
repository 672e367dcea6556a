// Search: what a shopper types → ranked products, on the in-process catalogue index
// (search/catalogue-index.ts, why and at what memory cost: docs/benchmarks.md §2).
// Each word stands for catalogue words (search/match-words.ts: itself and its synonyms, or
// the words it starts, or its closest correction); products are ranked by words matched, then by
// where they matched (title first), then in stock before out of stock, then newest.
import {
  NO_FILTERS,
  filtersAreEmpty,
  type CatalogueFilters,
  type Facets,
  type SortKey,
} from "../../../domain/catalogue-filters";
import type { ProductSearchQuery } from "../../../domain/contracts/products";
import type { Db } from "../../db/client";
import { cardsByIds } from "./cards";
import { browse, rankedPage } from "./search/browse";
import { alternativesFor, scoreDocuments, type Alternative, type QueryWord } from "./search/match-words";
import { catalogueIndex, indexIsWarming, stemsFor } from "./search/load-index";
import { EMPTY_FACETS, searchFromSql } from "./sql-fallback";
import { queryWords } from "./search/words";
import { joinCompounds, knownTerm, splitCompounds, splits } from "./search/compounds";
import type { CatalogueIndex } from "./search/catalogue-index";

export interface SearchRequest {
  q: string;
  cursor?: string | undefined;
  limit: number;
  filters?: CatalogueFilters;
  sort?: SortKey | null;
  facets?: boolean;
}

export interface CataloguePage {
  items: Awaited<ReturnType<typeof cardsByIds>>;
  nextCursor: string | null;
  /** How many products match; null when not counted (a search's page without counts). */
  total: number | null;
  facets: Facets | null;
  /** Read from SQL while the index was being built: not to be cached. */
  provisional?: boolean;
}

/**
 * What each word of the query stands for in the catalogue (search/match-words.ts); null when the
 * query has no word.
 */
export async function queryAlternatives(
  db: Db,
  index: CatalogueIndex,
  q: string,
): Promise<Alternative[][] | null> {
  const raw = queryWords(q);
  // The parts of long words the catalogue lacks are stemmed too, in the same look-up: they may
  // be compounds (search/compounds.ts).
  const parts = raw.filter((w) => w.length >= 6 && !knownTerm(index, w)).flatMap((w) => splits(w).flat());
  const stems = await stemsFor(db, [...raw, ...parts]);
  const stemOf = (w: string) => stems.get(w) ?? null;
  const words = splitCompounds(
    index,
    raw.map((w): QueryWord => ({ raw: w, stem: stemOf(w) })),
    stemOf,
  );
  // Stop words are dropped, unless the query is nothing else: 'a' is a first letter as much as
  // 'e' is (both complete to the catalogue's words), and 'the' may be typed before 'theme'.
  const content = words.filter((w) => w.stem !== null);
  const meaningful = content.length > 0 ? content : words;
  if (meaningful.length === 0) return null;
  const alternatives = meaningful.map((w) => alternativesFor(index, w));
  joinCompounds(index, meaningful, alternatives);
  return alternatives;
}

export async function searchCatalogue(db: Db, req: SearchRequest): Promise<CataloguePage> {
  if (indexIsWarming(db) && filtersAreEmpty(req.filters ?? NO_FILTERS) && !req.cursor) {
    // The index is still being built: the first page by full text (sql-fallback.ts).
    const found = await searchFromSql(db, req.q, req.limit);
    const facets = req.facets ? EMPTY_FACETS : null;
    return { ...found, facets, items: await cardsByIds(db, found.ids), provisional: true };
  }
  const index = await catalogueIndex(db);
  const words = await queryAlternatives(db, index, req.q);
  const page = {
    filters: req.filters ?? NO_FILTERS,
    sort: req.sort ?? "relevance",
    cursor: req.cursor,
    limit: req.limit,
    facets: req.facets ?? false,
  };
  // A page by relevance without counts reads the best matches only; any other scores them all.
  const ranked = words && rankedPage(index, words, page);
  const scores = ranked ? null : words && scoreDocuments(index, words);
  const result = ranked ?? browse(index, { ...page, docs: scores?.docs ?? [], scores: scores?.scores });
  return { ...result, items: await cardsByIds(db, result.ids, index) };
}

/** Search's page of cards and the next cursor (the bench times this). */
export async function searchProducts(db: Db, query: Pick<ProductSearchQuery, "q" | "limit" | "cursor">) {
  const { items, nextCursor } = await searchCatalogue(db, query);
  return { items, nextCursor };
}
