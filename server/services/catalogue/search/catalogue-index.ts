// The in-process catalogue index: every product's searchable words and filterable facts, in
// typed arrays (about 0.3 KB per product), built from the database (load-index.ts) and rebuilt
// when the catalogue changes. Search, filters, counts and sorting run on it without a query;
// only the page's cards are read from the database.
//
// Documents are numbered in the static order search falls back on: in stock first (then
// pre-order, coming soon, out of stock), then newest, then id. Ties in relevance therefore need
// no further sorting, and so do listings sorted by newest (byNewest) or by price (byPrice).
import type { StatusCode } from "../../../../domain/types";
import { compareSizes } from "../../../../domain/catalogue-filters";

/** Where a word appears: the higher, the more it says about the product. */
export const FIELD = { title: 4, tags: 3, materials: 2, description: 1 } as const;

export interface IndexRow {
  id: string;
  createdMs: number;
  priceCents: number;
  status: StatusCode;
  /** 'unisex' | 'women' | 'men'. */
  category: string;
  subCategories: string[];
  /** Size keys offered in stock or to pre-order. */
  sizes: string[];
  /** Colour codes the product comes in. */
  colors: string[];
  inStock: boolean;
  preOrder: boolean;
  /** Stemmed words per field (PostgreSQL's english configuration). */
  title: string[];
  tags: string[];
  materials: string[];
  description: string[];
}

/** A compact list of small ids per document (sizes, colours, sub-categories). */
export interface IdLists {
  names: string[];
  offsets: Int32Array;
  ids: Uint16Array;
}

export interface Postings {
  docs: Int32Array;
  /** The best FIELD the word appears in, per document. */
  fields: Uint8Array;
}

export interface CatalogueIndex {
  size: number;
  ids: string[];
  createdMs: Float64Array;
  priceCents: Int32Array;
  /** 0 unisex, 1 women, 2 men. */
  audience: Uint8Array;
  /** Bit 1 in stock, bit 2 pre-order. */
  availability: Uint8Array;
  stockRank: Uint8Array;
  subCategories: IdLists;
  sizes: IdLists;
  colors: IdLists;
  /** Sorted vocabulary; terms[i]'s postings are postings[i]. */
  terms: string[];
  termIds: Map<string, number>;
  postings: Postings[];
  /** Documents in each listing order, and each document's place in it. */
  byNewest: Int32Array;
  byPrice: Int32Array;
  byPriceDesc: Int32Array;
  newestRank: Int32Array;
  priceRank: Int32Array;
  priceDescRank: Int32Array;
  /** Stem → stems of its synonym group (stemmed when the index was built). */
  synonyms: Map<string, string[]>;
}

export const AUDIENCES = ["unisex", "women", "men"] as const;

/** In stock, pre-order, coming soon, out of stock. */
export function stockRank(status: StatusCode): number {
  return [3, 0, 1, 2][status] ?? 3;
}

function idLists(values: string[][], order?: (a: string, b: string) => number): IdLists {
  const names = [...new Set(values.flat())].sort(order);
  const lookup = new Map(names.map((n, i) => [n, i]));
  const offsets = new Int32Array(values.length + 1);
  const ids = new Uint16Array(values.reduce((n, v) => n + new Set(v).size, 0));
  let at = 0;
  values.forEach((v, doc) => {
    offsets[doc] = at;
    for (const name of new Set(v)) ids[at++] = lookup.get(name)!;
  });
  offsets[values.length] = at;
  return { names, offsets, ids };
}

export function hasId(lists: IdLists, doc: number, id: number): boolean {
  for (let i = lists.offsets[doc]!; i < lists.offsets[doc + 1]!; i++) if (lists.ids[i] === id) return true;
  return false;
}

function ranks(order: Int32Array): Int32Array {
  const out = new Int32Array(order.length);
  order.forEach((doc, rank) => (out[doc] = rank));
  return out;
}

export function buildIndex(input: IndexRow[], synonyms: Map<string, string[]>): CatalogueIndex {
  const rows = [...input].sort(
    (a, b) =>
      stockRank(a.status) - stockRank(b.status) ||
      b.createdMs - a.createdMs ||
      (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  );
  const size = rows.length;
  const best = new Map<string, Map<number, number>>();
  rows.forEach((row, doc) => {
    const fields: [string[], number][] = [
      [row.title, FIELD.title],
      [row.tags, FIELD.tags],
      [row.materials, FIELD.materials],
      [row.description, FIELD.description],
    ];
    for (const [words, field] of fields)
      for (const w of words) {
        let docs = best.get(w);
        if (!docs) best.set(w, (docs = new Map()));
        if ((docs.get(doc) ?? 0) < field) docs.set(doc, field);
      }
  });
  const terms = [...best.keys()].sort();
  const postings = terms.map((t) => {
    const entries = [...best.get(t)!.entries()].sort((a, b) => a[0] - b[0]);
    return { docs: Int32Array.from(entries, (e) => e[0]), fields: Uint8Array.from(entries, (e) => e[1]) };
  });
  const docOrder = (key: (i: number) => number) =>
    Int32Array.from(rows.keys()).sort((a, b) => key(a) - key(b) || createdOrder(a, b));
  const createdOrder = (a: number, b: number) =>
    rows[b]!.createdMs - rows[a]!.createdMs || (rows[a]!.id < rows[b]!.id ? 1 : -1);
  const byNewest = docOrder(() => 0);
  const byPrice = docOrder((i) => rows[i]!.priceCents);
  const byPriceDesc = docOrder((i) => -rows[i]!.priceCents);
  return {
    size,
    ids: rows.map((r) => r.id),
    createdMs: Float64Array.from(rows, (r) => r.createdMs),
    priceCents: Int32Array.from(rows, (r) => r.priceCents),
    audience: Uint8Array.from(rows, (r) => Math.max(0, AUDIENCES.indexOf(r.category as never))),
    availability: Uint8Array.from(rows, (r) => (r.inStock ? 1 : 0) | (r.preOrder ? 2 : 0)),
    stockRank: Uint8Array.from(rows, (r) => stockRank(r.status)),
    subCategories: idLists(rows.map((r) => r.subCategories)),
    sizes: idLists(
      rows.map((r) => r.sizes),
      compareSizes,
    ),
    colors: idLists(rows.map((r) => r.colors)),
    terms,
    termIds: new Map(terms.map((t, i) => [t, i])),
    postings,
    byNewest,
    byPrice,
    byPriceDesc,
    newestRank: ranks(byNewest),
    priceRank: ranks(byPrice),
    priceDescRank: ranks(byPriceDesc),
    synonyms,
  };
}
