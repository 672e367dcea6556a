// Scoring when a product must match every word (queries of two words; match-words.ts
// minimumMatch): start from the word with the fewest postings and look each of its products up
// in the other words' postings, leaping ahead (galloping) instead of reading them through.
// 'wool overcoat' at 100k products reads overcoat's 1.5k postings and ~1.5k leaps into wool's
// 25k, not all 26k (docs/benchmarks.md §2). The answer is the one the full scan gives: same
// products, same relevance.
import { wordsFor } from "./bitset";
import type { CatalogueIndex } from "./catalogue-index";
import type { Alternative, Scores } from "./match-words";
import type { Postings } from "./postings";

/** First place at or after `from` whose document is ≥ target (n when none). */
export function seek(docs: Int32Array, n: number, from: number, target: number): number {
  if (from >= n || docs[from]! >= target) return from;
  // docs[lo] < target throughout; widen the step until docs[hi] ≥ target, then bisect.
  let lo = from;
  let step = 1;
  let hi = from + 1;
  while (hi < n && docs[hi]! < target) {
    lo = hi;
    step *= 2;
    hi = from + step;
  }
  if (hi > n) hi = n;
  lo++;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (docs[mid]! < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

interface Word {
  lists: Postings[];
  /** Per list, the score of a match in each field (matchScore as a table). */
  tables: Uint8Array[];
  total: number;
}

/** Reading a list through beats leaping when it is at most this many times the products left. */
const SCAN_RATIO = 8;

// Working arrays reused from one search to the next (scoring is synchronous) and left zeroed.
let driverBits = new Uint32Array(0);
let best = new Uint8Array(0);
let mark = new Uint8Array(0);

/**
 * Relevance of the products matching every word, as scoreDocuments' scan would give it:
 * per word, WORD_WEIGHT plus the best matchScore among its alternatives.
 */
export function scoreAllWords(
  index: CatalogueIndex,
  words: Alternative[][],
  matchScore: (field: number, exact: boolean) => number,
  wordWeight: number,
): Scores {
  const table = (exact: boolean) => Uint8Array.from({ length: 8 }, (_, field) => matchScore(field, exact));
  const byExactness = [table(false), table(true)] as const;
  const ws: Word[] = words
    .map((alts) => {
      const lists = alts.map((a) => index.postings[a.term]!);
      const tables = alts.map((a) => byExactness[a.exact ? 1 : 0]);
      return { lists, tables, total: lists.reduce((t, p) => t + p.n, 0) };
    })
    .sort((a, b) => a.total - b.total);
  const [driver, ...others] = ws;
  if (!driver || driver.total === 0) return { docs: new Int32Array(0), scores: new Int32Array(0) };
  if (best.length < index.size) {
    best = new Uint8Array(index.size);
    mark = new Uint8Array(index.size);
  }
  const { docs, scores, n: found } = driverDocs(index, driver, wordWeight);
  let n = found;

  // Each further word keeps the products found in one of its lists, adding its best score. A
  // list much longer than the products left is leapt through; a shorter one is read through.
  for (const word of others) {
    for (let i = 0; i < n; i++) mark[docs[i]!] = 1;
    for (let a = 0; a < word.lists.length; a++) {
      const p = word.lists[a]!;
      const score = word.tables[a]!;
      const pDocs = p.docs;
      const pFields = p.fields;
      if (p.n <= SCAN_RATIO * n) {
        for (let k = 0; k < p.n; k++) {
          const doc = pDocs[k]!;
          if (mark[doc] === 0) continue;
          const s = score[pFields[k]!]!;
          if (s > best[doc]!) best[doc] = s;
        }
        continue;
      }
      let k = 0;
      for (let i = 0; i < n; i++) {
        const doc = docs[i]!;
        k = seek(pDocs, p.n, k, doc);
        if (k >= p.n) break;
        if (pDocs[k] !== doc) continue;
        const s = score[pFields[k]!]!;
        if (s > best[doc]!) best[doc] = s;
      }
    }
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const doc = docs[i]!;
      const s = best[doc]!;
      mark[doc] = 0;
      if (s === 0) continue;
      best[doc] = 0;
      docs[kept] = doc;
      scores[kept++] = scores[i]! + wordWeight + s;
    }
    n = kept;
  }
  return { docs: docs.slice(0, n), scores: scores.slice(0, n) };
}

/** The rarest word's products in document order, each with WORD_WEIGHT plus its best score. */
function driverDocs(index: CatalogueIndex, driver: Word, wordWeight: number) {
  const docs = new Int32Array(driver.total);
  const scores = new Int32Array(driver.total);
  if (driver.lists.length === 1) {
    // One list is in document order already.
    const p = driver.lists[0]!;
    const score = driver.tables[0]!;
    docs.set(p.docs.subarray(0, p.n));
    for (let k = 0; k < p.n; k++) scores[k] = wordWeight + score[p.fields[k]!]!;
    return { docs, scores, n: p.n };
  }
  // Several: marked in a bitset with their best score, then read back in order.
  const nWords = wordsFor(index.size);
  if (driverBits.length < nWords) driverBits = new Uint32Array(nWords);
  const bits = driverBits;
  for (let a = 0; a < driver.lists.length; a++) {
    const p = driver.lists[a]!;
    const score = driver.tables[a]!;
    for (let k = 0; k < p.n; k++) {
      const doc = p.docs[k]!;
      const s = score[p.fields[k]!]!;
      if (s > best[doc]!) best[doc] = s;
      bits[doc >>> 5] = bits[doc >>> 5]! | (1 << (doc & 31));
    }
  }
  let n = 0;
  for (let w = 0; w < nWords; w++) {
    let word = bits[w]!;
    if (word === 0) continue;
    bits[w] = 0;
    while (word !== 0) {
      const low = word & -word;
      const doc = (w << 5) + (31 - Math.clz32(low));
      docs[n] = doc;
      scores[n++] = wordWeight + best[doc]!;
      best[doc] = 0;
      word ^= low;
    }
  }
  return { docs, scores, n };
}
