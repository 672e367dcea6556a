// Sets of documents as bits (32 documents per word of a Uint32Array). Filters and counts of a
// listing become a handful of word-wise ANDs and popcounts over ~3,000 words at 100k products,
// instead of a check per document (decision 80): the catalogue keeps one set per size, colour,
// size-and-colour pair, sub-category, audience, price band and availability, updated in place
// with the product (catalogue-index.ts).
export type Bits = Uint32Array;

export const wordsFor = (docs: number) => (docs + 31) >>> 5;

/** Bits set in each 16-bit number: popcount by two look-ups. */
const BITS16 = new Uint8Array(1 << 16);
for (let i = 1; i < BITS16.length; i++) BITS16[i] = (i & 1) + BITS16[i >>> 1]!;

export function popcount32(x: number): number {
  return BITS16[x & 0xffff]! + BITS16[x >>> 16]!;
}

export const hasBit = (bits: Bits, doc: number) => (bits[doc >>> 5]! & (1 << (doc & 31))) !== 0;

export function setBit(bits: Bits, doc: number): void {
  bits[doc >>> 5] = bits[doc >>> 5]! | (1 << (doc & 31));
}

export function clearBit(bits: Bits, doc: number): void {
  bits[doc >>> 5] = bits[doc >>> 5]! & ~(1 << (doc & 31));
}

/** out = a AND b (out may be a or b). */
export function and(out: Bits, a: Bits, b: Bits): Bits {
  for (let i = 0; i < out.length; i++) out[i] = a[i]! & b[i]!;
  return out;
}

/** out = out OR a. */
export function orInto(out: Bits, a: Bits): Bits {
  for (let i = 0; i < out.length; i++) out[i] = out[i]! | a[i]!;
  return out;
}

/** How many documents are in both a and b. */
export function countBoth(a: Bits, b: Bits): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) {
    const w = a[i]! & b[i]!;
    if (w !== 0) n += BITS16[w & 0xffff]! + BITS16[w >>> 16]!;
  }
  return n;
}

export function count(a: Bits): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) {
    const w = a[i]!;
    if (w !== 0) n += BITS16[w & 0xffff]! + BITS16[w >>> 16]!;
  }
  return n;
}

/** Calls `visit` with every document in the set, in ascending order. */
export function forEachDoc(bits: Bits, visit: (doc: number) => void): void {
  for (let i = 0; i < bits.length; i++) {
    let w = bits[i]!;
    while (w !== 0) {
      const low = w & -w;
      visit((i << 5) + 31 - Math.clz32(low));
      w ^= low;
    }
  }
}

/**
 * One set per small id (a size, a colour, an audience…), all of the same length, grown together
 * as documents are added. Ids come from IdLists or fixed tables; a set is made on first use.
 */
export class BitsetFamily {
  private sets: Bits[] = [];
  private words = 0;
  /** Shared by every id never given a document: always empty. */
  private none = new Uint32Array(0);

  /** Room for documents 0 … docs − 1: the catalogue grows every family to its capacity at once,
   * so that sets of different families line up word for word. */
  ensure(docs: number): void {
    const words = wordsFor(docs);
    if (words <= this.words) return;
    this.sets = this.sets.map((s) => {
      const bigger = new Uint32Array(words);
      bigger.set(s);
      return bigger;
    });
    this.none = new Uint32Array(words);
    this.words = words;
  }

  get length(): number {
    return this.words;
  }

  /** The documents with this id (an empty set for an id never seen): read only. */
  of(id: number): Bits {
    return this.sets[id] ?? this.none;
  }

  add(id: number, doc: number): void {
    if (doc >>> 5 >= this.words) this.ensure(doc + 1);
    while (this.sets.length <= id) this.sets.push(new Uint32Array(this.words));
    setBit(this.sets[id]!, doc);
  }

  remove(id: number, doc: number): void {
    const s = this.sets[id];
    if (s && doc >>> 5 < s.length) clearBit(s, doc);
  }

  /** Bytes held (for the memory report). */
  bytes(): number {
    return (this.sets.length + 1) * this.words * 4;
  }
}
