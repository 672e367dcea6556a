// A search's first page by relevance without scoring every match. Relevance is the number of
// words matched (all of them, for one or two words) and the best field each was found in
// (match-words.ts matchScore); ties go by the stock listing order. Postings are grouped by
// field and kept in that order (postings.ts), so the rarest word's groups are read best first,
// each in tie order, and each product is looked up in the other word's groups. Reading stops
// as soon as no product left can reach the page: 'camel coat' at a million products reads a few
// hundred postings, not the 40,000 matches (docs/benchmarks.md §0e). The answer is the one the
// full scoring gives, page by page (top-matches.test.ts).
import { clearBit, hasBit, setBit, wordsFor, type Bits } from "./bitset";
import type { CatalogueIndex } from "./catalogue-index";
import { FirstK } from "./first-k";
import { type Alternative, matchScore, minimumMatch, WORD_WEIGHT } from "./match-words";
import { GROUP_FIELDS } from "./postings";

/** One group of one alternative's postings, read (or looked into) with a moving cursor. */
interface Run {
  docs: Int32Array;
  start: number;
  end: number;
  at: number;
  score: number;
  /** The group's documents as a set, when it has one (a dense group, postings.ts)… */
  set: Bits | null;
  /** …or when this query made one for it (scratch, given back when the query is done). */
  scratch: boolean;
  /** Look-ups by seeking so far (a run without a set). */
  seeks: number;
}

/**
 * A run without a set is looked into by seeking (galloping over its list in tie order, ~100 ns a
 * look-up at 100k products). When one query looks into it this often, it gets a set for the rest
 * of the query instead (a bit per document of its list, ~2 ns each to make and a look-up as cheap):
 * a sparse match such as 'portofino scarff' looks up ~1,100 products, a common one ~30.
 */
const seeksBeforeSet = (run: Run) => 16 + ((run.end - run.start) >>> 4);

/** Scratch sets given back by earlier queries (125 KB each at a million products): a few kept. */
const spareSets: Bits[] = [];
const SPARE_SETS = 8;

/** How many scratch sets queries have made, and the spare ones (for tests). */
export const scratchSets = { made: 0, spare: spareSets as readonly Bits[] };

function scratchSet(run: Run, size: number): Bits {
  scratchSets.made++;
  let bits = spareSets.pop();
  if (!bits || bits.length < wordsFor(size)) bits = new Uint32Array(wordsFor(size));
  for (let i = run.start; i < run.end; i++) setBit(bits, run.docs[i]!);
  return bits;
}

/** Clears the query's scratch sets (only the bits it set) and keeps them for the next query. */
function giveBack(runs: Run[]): void {
  for (const run of runs) {
    if (!run.scratch || !run.set) continue;
    for (let i = run.start; i < run.end; i++) clearBit(run.set, run.docs[i]!);
    if (spareSets.length < SPARE_SETS) spareSets.push(run.set);
    run.set = null;
    run.scratch = false;
  }
}

/** A word's runs, best score first. */
function runsOf(index: CatalogueIndex, alts: Alternative[]): Run[] {
  const runs: Run[] = [];
  for (const { term, exact } of alts) {
    const p = index.postings[term]!;
    GROUP_FIELDS.forEach((field, g) => {
      const start = p.start(field);
      const end = p.end(field);
      const score = matchScore(field, exact);
      if (start < end)
        runs.push({ docs: p.docs, start, end, at: start, score, set: p.sets[g]!, scratch: false, seeks: 0 });
    });
  }
  return runs.sort((a, b) => b.score - a.score);
}

/** Moves the run to its first document placed at or after `place` (galloping, then bisecting). */
function seekRun(run: Run, rank: Int32Array, place: number): void {
  const { docs, end } = run;
  let lo = run.at;
  if (lo >= end || rank[docs[lo]!]! >= place) return;
  let step = 1;
  let hi = lo + 1;
  while (hi < end && rank[docs[hi]!]! < place) {
    lo = hi;
    step *= 2;
    hi = lo + step;
  }
  if (hi > end) hi = end;
  lo++;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (rank[docs[mid]!]! < place) lo = mid + 1;
    else hi = mid;
  }
  run.at = lo;
}

/** The best score among these runs holding `doc` (placed at `place`), 0 when none does. */
function bestHolding(runs: Run[], rank: Int32Array, doc: number, place: number): number {
  for (const run of runs) {
    if (!run.set && ++run.seeks > seeksBeforeSet(run)) {
      run.set = scratchSet(run, rank.length);
      run.scratch = true;
    }
    if (run.set) {
      if (hasBit(run.set, doc)) return run.score;
      continue;
    }
    seekRun(run, rank, place);
    if (run.at < run.end && run.docs[run.at] === doc) return run.score;
  }
  return 0;
}

/** Where the matches read go, and when to stop reading. */
interface Sink {
  /** Whether no product from here on can count: its relevance is at most `best`, its place `place` or later. */
  done(best: number, place: number): boolean;
  take(doc: number, relevance: number, place: number): void;
}

/**
 * The products matching both words (or the one), with their relevance, reading the rarer word's
 * runs a score at a time, best first, each in tie order, until the sink is done; false when the
 * query is not one this reads (three words or more, where half may match).
 */
function readMatches(
  index: CatalogueIndex,
  words: Alternative[][],
  allowed: Bits | null,
  sink: Sink,
): boolean {
  if (words.length === 0 || words.length > 2 || minimumMatch(words.length) !== words.length) return false;
  const rank = index.rank.stock;
  const byWord = words.map((alts) => runsOf(index, alts));
  try {
    return readRuns(rank, byWord, words.length, allowed, sink);
  } finally {
    for (const runs of byWord) giveBack(runs);
  }
}

/** readMatches on the words' runs (scratch sets given back by the caller). */
function readRuns(
  rank: Int32Array,
  byWord: Run[][],
  wordCount: number,
  allowed: Bits | null,
  sink: Sink,
): boolean {
  const total = (runs: Run[]) => runs.reduce((t, r) => t + r.end - r.start, 0);
  // The word with fewer postings is read; the other is looked into.
  const swap = byWord.length === 2 && total(byWord[1]!) < total(byWord[0]!);
  const read = byWord[swap ? 1 : 0]!;
  const other = byWord.length === 2 ? byWord[swap ? 0 : 1]! : [];
  if (byWord.length === 2 && other.length === 0) return true;
  const matched = wordCount * WORD_WEIGHT;
  const otherBest = other[0]?.score ?? 0;

  // The read word's runs, a score at a time; a product's score is that of its best run.
  for (let from = 0; from < read.length;) {
    const score = read[from]!.score;
    let to = from;
    while (to < read.length && read[to]!.score === score) to++;
    const level = read.slice(from, to);
    const better = read.slice(0, from);
    from = to;
    const best = matched + score + otherBest;
    if (sink.done(best, 0)) break;
    for (const run of [...level, ...better, ...other]) run.at = run.start;
    for (;;) {
      // The next product in tie order among this score's runs (the same product in two runs once).
      let doc = -1;
      let place = Number.MAX_SAFE_INTEGER;
      for (const run of level)
        if (run.at < run.end) {
          const p = rank[run.docs[run.at]!]!;
          if (p < place) {
            place = p;
            doc = run.docs[run.at]!;
          }
        }
      if (doc < 0 || sink.done(best, place)) break;
      for (const run of level) if (run.at < run.end && run.docs[run.at] === doc) run.at++;
      if (allowed && !hasBit(allowed, doc)) continue;
      // Found in a better run too: it was read there.
      if (bestHolding(better, rank, doc, place) > 0) continue;
      const second = other.length ? bestHolding(other, rank, doc, place) : 0;
      if (other.length && second === 0) continue;
      sink.take(doc, matched + score + second, place);
    }
  }
  return true;
}

export interface TopMatches {
  /** The first `k` matches after the cursor, in order… */
  docs: number[];
  /** …and the relevance of each. */
  relevance: number[];
}

/**
 * The first `k` matches by relevance, then tie order, whose key (firstMatches' in browse.ts:
 * −relevance × (size + 1) + place) is above `above`; only products in `allowed` when given.
 * Reading stops when no product left can reach them. Null when the query is not one this reads.
 */
export function topMatches(
  index: CatalogueIndex,
  words: Alternative[][],
  k: number,
  above: number,
  allowed: Bits | null = null,
): TopMatches | null {
  const n = index.size + 1;
  const first = new FirstK(k, above);
  const read = readMatches(index, words, allowed, {
    done: (best, place) => first.full && -best * n + place >= first.worst,
    take: (doc, relevance, place) => first.offer(doc, -relevance * n + place),
  });
  if (!read) return null;
  const docs = Array.from(first.docs.subarray(0, first.n));
  // Relevance back from the key: place < n, so the division's floor recovers it.
  return { docs, relevance: docs.map((_, i) => -Math.floor(first.keys[i]! / n)) };
}
