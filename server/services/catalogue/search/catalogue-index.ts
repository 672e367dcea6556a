// The in-process catalogue index: every product's searchable words and filterable facts, in
// typed arrays (about 0.3 KB per product), built from the database (load-index.ts) and then kept
// current product by product (decision 55): a staff edit or a change of stock replaces the
// changed products' slots in place (putRows, removeIds), in milliseconds whatever the catalogue's
// size, instead of a rebuild. Search, filters, counts and sorting run on it without a query;
// only the page's cards are read from the database, and kept a while (card-cache.ts).
//
// A product lives in a slot (a document number) for as long as it exists; slots of removed
// products are reused. The listing orders (stock then newest, newest, price up, price down) are
// arrays of live slots kept sorted, with each slot's place in them.
import type { StatusCode } from "../../../../domain/types";
import { AUDIENCES } from "../../../../domain/catalogue";
import { compareSizes, PRICE_BANDS } from "../../../../domain/catalogue-filters";
import { BitsetFamily, wordsFor } from "./bitset";
import { CardCache } from "./card-cache";
import { IdLists } from "./id-lists";
import { IdTable } from "./id-table";
import { type Before, Postings } from "./postings";

/** Where a word appears: the higher, the more it says about the product. */
export const FIELD = { title: 4, tags: 3, materials: 2, description: 1 } as const;

export interface IndexRow {
  id: string;
  createdMs: number;
  priceCents: number;
  /** As the shop shows it: the staff's status, or out of stock when no variant has units left. */
  status: StatusCode;
  /** 'unisex' | 'women' | 'men'. */
  category: string;
  subCategories: string[];
  /** Size keys offered in stock or to pre-order. */
  sizes: string[];
  /** Colour codes the product comes in. */
  colors: string[];
  /** Size and colour pairs offered in stock or to pre-order (variantKey). */
  variants: string[];
  inStock: boolean;
  preOrder: boolean;
  /** Stemmed words per field (PostgreSQL's english configuration). */
  title: string[];
  tags: string[];
  materials: string[];
  description: string[];
}

/** A size and colour pair as one name. */
export const variantKey = (size: string, color: string) => `${size}\u0000${color}`;

export { IdLists } from "./id-lists";

/** The listing orders kept for every live document. */
export const ORDERS = ["stock", "newest", "priceAsc", "priceDesc"] as const;
export type OrderName = (typeof ORDERS)[number];

export { AUDIENCES };

const BAND_MINS = PRICE_BANDS.map((b) => b.minCents);

/** The price band (index in PRICE_BANDS) a price falls in. */
export function bandIndex(cents: number): number {
  let band = 0;
  for (let i = 1; i < BAND_MINS.length; i++) if (cents >= BAND_MINS[i]!) band = i;
  return band;
}

/** Ids in `flags`: 0 live, then 1 + audience, then 4 + price band, then in stock, pre-order. */
export const FLAG = {
  live: 0,
  audience: (a: number) => 1 + a,
  band: (b: number) => 1 + AUDIENCES.length + b,
  inStock: 1 + AUDIENCES.length + PRICE_BANDS.length,
  preOrder: 2 + AUDIENCES.length + PRICE_BANDS.length,
} as const;

/** In stock, pre-order, coming soon, out of stock. */
export function stockRank(status: StatusCode): number {
  return [3, 0, 1, 2][status] ?? 3;
}

export class CatalogueIndex {
  /** Slots in use or freed (documents are 0 … size − 1; check `live`). */
  size = 0;
  /** Live documents. */
  count = 0;
  /** Bumped by every change: what was worked out from the index before is stale. */
  version = 0;
  private capacity = 0;
  /** Each slot's product id, and each id's slot. */
  private readonly idTable = new IdTable();
  live = new Uint8Array(0);
  createdMs = new Float64Array(0);
  priceCents = new Int32Array(0);
  /** 0 unisex, 1 women, 2 men. */
  audience = new Uint8Array(0);
  /** Bit 1 in stock, bit 2 pre-order. */
  availability = new Uint8Array(0);
  status = new Uint8Array(0);
  stockRank = new Uint8Array(0);
  subCategories = new IdLists();
  sizes = new IdLists(compareSizes);
  colors = new IdLists();
  variants = new IdLists();
  /** Sets of documents for the one-valued facts (FLAG): live, audience, price band, availability. */
  flags = new BitsetFamily();
  /** Vocabulary by term id (append-only); sortedTerms for prefix look-ups. */
  terms: string[] = [];
  termIds = new Map<string, number>();
  postings: Postings[] = [];
  /** The cards of recently shown products, forgotten whenever their product is put or removed. */
  readonly cards = new CardCache();
  private sorted: { terms: string[]; ids: number[] } | null = null;
  /** Live documents in each listing order, and each document's place in it. */
  order: Record<OrderName, Int32Array> = {
    stock: new Int32Array(0),
    newest: new Int32Array(0),
    priceAsc: new Int32Array(0),
    priceDesc: new Int32Array(0),
  };
  rank: Record<OrderName, Int32Array> = {
    stock: new Int32Array(0),
    newest: new Int32Array(0),
    priceAsc: new Int32Array(0),
    priceDesc: new Int32Array(0),
  };
  private free: number[] = [];

  /** Stem → stems of its synonym group (stemmed when the index was built). */
  constructor(public synonyms: Map<string, string[]>) {}

  /** The vocabulary in alphabetical order, with each word's term id. */
  sortedTerms(): { terms: string[]; ids: number[] } {
    if (!this.sorted) {
      const ids = this.terms.map((_, i) => i).sort((a, b) => (this.terms[a]! < this.terms[b]! ? -1 : 1));
      this.sorted = { terms: ids.map((i) => this.terms[i]!), ids };
    }
    return this.sorted;
  }

  private grow(need: number): void {
    if (need <= this.capacity) return;
    const cap = Math.max(need, Math.ceil(this.capacity * 1.5), 64);
    const copy = <T extends Uint8Array | Int32Array | Float64Array>(a: T, make: (n: number) => T): T => {
      const b = make(cap);
      b.set(a);
      return b;
    };
    this.live = copy(this.live, (n) => new Uint8Array(n));
    this.createdMs = copy(this.createdMs, (n) => new Float64Array(n));
    this.priceCents = copy(this.priceCents, (n) => new Int32Array(n));
    this.audience = copy(this.audience, (n) => new Uint8Array(n));
    this.availability = copy(this.availability, (n) => new Uint8Array(n));
    this.status = copy(this.status, (n) => new Uint8Array(n));
    this.stockRank = copy(this.stockRank, (n) => new Uint8Array(n));
    for (const name of ORDERS) this.rank[name] = copy(this.rank[name], (n) => new Int32Array(n));
    for (const family of this.families()) family.ensure(cap);
    this.capacity = cap;
  }

  private families(): BitsetFamily[] {
    return [this.flags, ...[this.subCategories, this.sizes, this.colors, this.variants].map((l) => l.bits)];
  }

  /** Length of every document set (bitset.ts) of this index. */
  get words(): number {
    return wordsFor(this.capacity);
  }

  /** The one-valued facts of a document as FLAG ids. */
  private flagIds(doc: number): number[] {
    const ids = [FLAG.live, FLAG.audience(this.audience[doc]!), FLAG.band(bandIndex(this.priceCents[doc]!))];
    if (this.availability[doc]! & 1) ids.push(FLAG.inStock);
    if (this.availability[doc]! & 2) ids.push(FLAG.preOrder);
    return ids;
  }

  private termId(word: string): number {
    let id = this.termIds.get(word);
    if (id === undefined) {
      id = this.terms.length;
      this.terms.push(word);
      this.termIds.set(word, id);
      this.postings.push(new Postings());
      this.sorted = null;
    }
    return id;
  }

  /** Comparison of two documents in a listing order (ties: newest, then id descending). */
  compare(name: OrderName, a: number, b: number): number {
    const first =
      name === "stock"
        ? this.stockRank[a]! - this.stockRank[b]!
        : name === "priceAsc"
          ? this.priceCents[a]! - this.priceCents[b]!
          : name === "priceDesc"
            ? this.priceCents[b]! - this.priceCents[a]!
            : 0;
    if (first !== 0) return first;
    const byDate = this.createdMs[b]! - this.createdMs[a]!;
    if (byDate !== 0) return byDate;
    return this.idTable.compare(b, a);
  }

  /** The product id in this slot ('' for a free slot). */
  idOf(doc: number): string {
    return this.idTable.idOf(doc);
  }

  /** The slot of this product, if the index holds it. */
  slotOf(id: string): number | undefined {
    return this.idTable.slotOf(id);
  }

  /** The relevance tie order (the stock listing order) that postings are kept in. */
  private readonly before: Before = (a, b) => this.compare("stock", a, b);

  /** `inOrder`: each posting put at its place; otherwise appended, for finishLoad to seal. */
  private place(doc: number, row: IndexRow, inOrder: boolean): void {
    this.idTable.set(doc, row.id);
    this.live[doc] = 1;
    this.createdMs[doc] = row.createdMs;
    this.priceCents[doc] = row.priceCents;
    this.audience[doc] = Math.max(0, AUDIENCES.indexOf(row.category as never));
    this.availability[doc] = (row.inStock ? 1 : 0) | (row.preOrder ? 2 : 0);
    this.status[doc] = row.status;
    this.stockRank[doc] = stockRank(row.status);
    this.subCategories.set(doc, row.subCategories);
    this.sizes.set(doc, row.sizes);
    this.colors.set(doc, row.colors);
    this.variants.set(doc, row.variants);
    for (const id of this.flagIds(doc)) this.flags.add(id, doc);
    const best = new Map<string, number>();
    const fields: [string[], number][] = [
      [row.title, FIELD.title],
      [row.tags, FIELD.tags],
      [row.materials, FIELD.materials],
      [row.description, FIELD.description],
    ];
    for (const [words, field] of fields)
      for (const w of words) if ((best.get(w) ?? 0) < field) best.set(w, field);
    for (const [w, field] of best) {
      const p = this.postings[this.termId(w)]!;
      if (inOrder) p.add(doc, field, this.before);
      else p.append(doc, field);
    }
  }

  private unplace(doc: number): void {
    for (const id of this.flagIds(doc)) this.flags.remove(id, doc);
    // Before the product's facts are cleared: the postings find it by its place in the order.
    for (const p of this.postings) p.remove(doc, this.before);
    for (const lists of [this.subCategories, this.sizes, this.colors, this.variants]) lists.set(doc, []);
    this.idTable.clear(doc);
    this.live[doc] = 0;
  }

  private dropFromOrders(doc: number): void {
    for (const name of ORDERS) {
      const at = this.rank[name][doc]!;
      const order = this.order[name];
      order.copyWithin(at, at + 1);
      this.order[name] = order.subarray(0, order.length - 1);
    }
  }

  private addToOrders(doc: number): void {
    for (const name of ORDERS) {
      const order = this.order[name];
      let lo = 0;
      let hi = order.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (this.compare(name, order[mid]!, doc) < 0) lo = mid + 1;
        else hi = mid;
      }
      const next =
        order.buffer.byteLength >= (order.length + 1) * 4
          ? new Int32Array(order.buffer, 0, order.length + 1)
          : growOrder(order);
      next.copyWithin(lo + 1, lo, order.length);
      next[lo] = doc;
      this.order[name] = next;
    }
  }

  private rerank(): void {
    for (const name of ORDERS) {
      const rank = this.rank[name];
      this.order[name].forEach((doc, at) => (rank[doc] = at));
    }
  }

  /**
   * Adds or replaces these products. Many at once (the first load) are sorted into the listing
   * orders and postings in one go; a few are moved to their new places.
   */
  putRows(rows: readonly IndexRow[], loading = false): void {
    this.version++;
    this.cards.forget(rows.map((row) => row.id));
    if (loading || rows.length > 1_000 || this.count === 0) return this.putMany(rows, loading);
    for (const row of rows) {
      let doc = this.slotOf(row.id);
      if (doc !== undefined) {
        this.dropFromOrders(doc);
        this.unplace(doc);
      } else doc = this.newSlot();
      this.place(doc, row, true);
      this.addToOrders(doc);
      this.rerank();
    }
  }

  private newSlot(): number {
    const doc = this.free.pop() ?? this.size++;
    this.grow(this.size);
    this.count++;
    return doc;
  }

  /**
   * Every replaced product taken out first, while the postings are still in order and can find
   * it; then every row appended, and (unless more are coming) the orders sorted once.
   */
  private putMany(rows: readonly IndexRow[], loading: boolean): void {
    const last = new Map(rows.map((row) => [row.id, row]));
    const docs = [...last.values()].map((row) => {
      const doc = this.slotOf(row.id);
      if (doc === undefined) return this.newSlot();
      this.unplace(doc);
      return doc;
    });
    [...last.values()].forEach((row, i) => this.place(docs[i]!, row, false));
    if (!loading) this.finishLoad();
  }

  /** After rows were put while loading: the listing orders sorted, the postings sealed. */
  finishLoad(): void {
    this.resort();
    for (const p of this.postings) p.seal(this.rank.stock, this.order.stock, this.size);
  }

  /** Removes these products (ids not held are ignored). */
  removeIds(ids: readonly string[]): void {
    this.version++;
    this.cards.forget(ids);
    for (const id of ids) {
      const doc = this.slotOf(id);
      if (doc === undefined) continue;
      this.dropFromOrders(doc);
      this.unplace(doc);
      this.free.push(doc);
      this.count--;
      this.rerank();
    }
  }

  private resort(): void {
    const liveDocs: number[] = [];
    for (let doc = 0; doc < this.size; doc++) if (this.live[doc]) liveDocs.push(doc);
    for (const name of ORDERS)
      this.order[name] = Int32Array.from(liveDocs).sort((a, b) => this.compare(name, a, b));
    this.rerank();
  }
}

function growOrder(order: Int32Array): Int32Array {
  const bigger = new Int32Array(Math.max(64, Math.ceil(order.length * 1.5) + 1));
  bigger.set(order);
  return bigger.subarray(0, order.length + 1);
}

/** A fresh index of these products. */
export function buildIndex(input: IndexRow[], synonyms: Map<string, string[]>): CatalogueIndex {
  const index = new CatalogueIndex(synonyms);
  index.putRows(input);
  return index;
}
