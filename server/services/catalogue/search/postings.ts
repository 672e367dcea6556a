// The products one word appears in, grouped by the best field it appears in for each (title
// first … description last, catalogue-index.ts FIELD), each group in the shop's relevance
// tie order (the stock listing order: in stock first, then newest). Search can then read a
// word's best matches first and stop once a page is certain (top-matches.ts).
//
// A group holding more than one product in 32 also has its products as a set (bitset.ts): then
// the set is smaller than the list, and search looks a product up in it at once.
//
// A list is "sealed" (grouped and ordered) except while a catalogue is loaded: entries are then
// appended as they come and sorted once at the end (seal), which is far cheaper than keeping
// a million products in order one by one. A sealed list takes single products in place.

/** Groups by field, best first: title 4, tags 3, materials 2, description 1. */
export const GROUP_FIELDS = [4, 3, 2, 1] as const;
const groupOf = (field: number) => 4 - field;

/** Where a document comes in the tie order: negative when a comes first. */
export type Before = (a: number, b: number) => number;

import { type Bits, clearBit, setBit, wordsFor } from "./bitset";

/** A group gets a set when it holds at least this share of the catalogue's documents. */
const DENSE = 1 / 32;

export class Postings {
  docs = new Int32Array(0);
  /** Per group, its documents as a set when it is dense (made when sealed), else null. */
  readonly sets: (Bits | null)[] = [null, null, null, null];
  /** End of each group in `docs` (group g starts where g − 1 ends). */
  readonly ends = new Int32Array(4);
  /** While loading: each appended entry's field, at the same place; null once sealed. */
  private loose: Uint8Array | null = null;
  private length = 0;

  get n(): number {
    return this.length;
  }

  /** The group of documents whose best field for this word is `field`: [start, end) in docs. */
  start(field: number): number {
    const g = groupOf(field);
    return g === 0 ? 0 : this.ends[g - 1]!;
  }

  end(field: number): number {
    return this.ends[groupOf(field)]!;
  }

  private room(need: number): void {
    if (need <= this.docs.length) return;
    const size = Math.max(4, need, this.docs.length * 2);
    const docs = new Int32Array(size);
    docs.set(this.docs.subarray(0, this.length));
    this.docs = docs;
    if (this.loose) {
      const fields = new Uint8Array(size);
      fields.set(this.loose.subarray(0, this.length));
      this.loose = fields;
    }
  }

  /** Appended in any order, to be sealed later (a bulk load). */
  append(doc: number, field: number): void {
    if (!this.loose) {
      // From grouped to loose: each entry's field from its group.
      const fields = new Uint8Array(Math.max(4, this.docs.length));
      for (let g = 0, at = 0; g < 4; g++) for (; at < this.ends[g]!; at++) fields[at] = GROUP_FIELDS[g]!;
      this.loose = fields;
    }
    this.room(this.length + 1);
    this.docs[this.length] = doc;
    this.loose[this.length++] = field;
  }

  /** Where `doc` goes in its group (a sealed list): the first place not before it. */
  private placeIn(g: number, doc: number, before: Before): number {
    let lo = g === 0 ? 0 : this.ends[g - 1]!;
    let hi = this.ends[g]!;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (before(this.docs[mid]!, doc) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Put in its group at its place (a sealed list; a loose one takes it at the end). */
  add(doc: number, field: number, before: Before): void {
    if (this.loose) return this.append(doc, field);
    const g = groupOf(field);
    const at = this.placeIn(g, doc, before);
    this.room(this.length + 1);
    this.docs.copyWithin(at + 1, at, this.length);
    this.docs[at] = doc;
    this.length++;
    for (let h = g; h < 4; h++) this.ends[h]!++;
    const set = this.sets[g];
    if (set) {
      if (doc >>> 5 >= set.length) this.sets[g] = growSet(set, doc);
      setBit(this.sets[g]!, doc);
    }
  }

  /**
   * Takes `doc` out, wherever it is. `before` must still order it as when it was put in (the
   * index calls this before it changes the product's facts).
   */
  remove(doc: number, before: Before): void {
    if (this.loose) {
      const at = this.docs.subarray(0, this.length).indexOf(doc);
      if (at < 0) return;
      this.docs.copyWithin(at, at + 1, this.length);
      this.loose.copyWithin(at, at + 1, this.length);
      this.length--;
      return;
    }
    for (let g = 0; g < 4; g++) {
      const at = this.placeIn(g, doc, before);
      if (at >= this.ends[g]! || this.docs[at] !== doc) continue;
      this.docs.copyWithin(at, at + 1, this.length);
      this.length--;
      for (let h = g; h < 4; h++) this.ends[h]!--;
      const set = this.sets[g];
      if (set && doc >>> 5 < set.length) clearBit(set, doc);
      return;
    }
  }

  /**
   * Groups and orders a loaded list, and drops spare room. `rank` is each live document's place
   * in the tie order, `order` the documents by place: sorting places is a plain numeric sort.
   */
  seal(rank: Int32Array, order: Int32Array, size: number): void {
    this.groupAndOrder(rank, order);
    for (let g = 0; g < 4; g++) {
      const from = g === 0 ? 0 : this.ends[g - 1]!;
      const to = this.ends[g]!;
      let set: Bits | null = null;
      if (to - from >= size * DENSE) {
        set = new Uint32Array(wordsFor(size));
        for (let k = from; k < to; k++) setBit(set, this.docs[k]!);
      }
      this.sets[g] = set;
    }
  }

  private groupAndOrder(rank: Int32Array, order: Int32Array): void {
    const fields = this.loose;
    if (!fields) {
      if (this.docs.length !== this.length) this.docs = this.docs.slice(0, this.length);
      return;
    }
    const docs = new Int32Array(this.length);
    let at = 0;
    for (let g = 0; g < 4; g++) {
      const field = GROUP_FIELDS[g]!;
      const from = at;
      for (let k = 0; k < this.length; k++) if (fields[k] === field) docs[at++] = rank[this.docs[k]!]!;
      const group = docs.subarray(from, at).sort();
      for (let k = 0; k < group.length; k++) group[k] = order[group[k]!]!;
      this.ends[g] = at;
    }
    this.docs = docs;
    this.loose = null;
  }
}

/** A set with room for `doc`. */
function growSet(set: Bits, doc: number): Bits {
  const bigger = new Uint32Array(Math.max(wordsFor(doc + 1), Math.ceil(set.length * 1.5)));
  bigger.set(set);
  return bigger;
}
