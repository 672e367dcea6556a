// Which catalogue words each query word stands for, and how much a match on each is worth.
//   - A word the catalogue knows (as typed or stemmed) matches itself and its synonyms; it is
//     never replaced by a near-miss, however close ('camel' is not 'calf').
//   - An unknown word with synonyms ('jumper', 'trainers') matches those.
//   - Otherwise it is a word being typed ('cashm' → cashmere) when catalogue words start with it,
//   - otherwise a typo: the catalogue words fewest edits away, within its budget (words.ts).
import type { CatalogueIndex } from "./catalogue-index";
import { GROUP_FIELDS } from "./postings";
import { editDistance, typoBudget } from "./words";

export interface QueryWord {
  /** As typed (lower case, accents removed). */
  raw: string;
  /** PostgreSQL english stem; null for a stop word ('the', 'with'), which is left out. */
  stem: string | null;
}

export interface Alternative {
  term: number;
  /** The typed word itself (not a synonym, prefix completion or correction). */
  exact: boolean;
}

const MAX_COMPLETIONS = 60;

function firstAtOrAfter(terms: string[], prefix: string): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (terms[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether some product has this word now (words of removed products stay in the vocabulary). */
const held = (index: CatalogueIndex, term: number) => index.postings[term]!.n > 0;

export function completions(index: CatalogueIndex, prefix: string): number[] {
  const out: number[] = [];
  const { terms, ids } = index.sortedTerms();
  for (let i = firstAtOrAfter(terms, prefix); i < terms.length; i++) {
    if (!terms[i]!.startsWith(prefix) || out.length >= MAX_COMPLETIONS) break;
    if (held(index, ids[i]!)) out.push(ids[i]!);
  }
  return out;
}

export function corrections(index: CatalogueIndex, word: QueryWord): number[] {
  const budget = typoBudget(word.raw);
  if (budget === 0) return [];
  let best = budget + 1;
  let found: number[] = [];
  index.terms.forEach((term, i) => {
    if (!held(index, i)) return;
    const d = Math.min(
      editDistance(word.raw, term, Math.min(budget, best)),
      word.stem ? editDistance(word.stem, term, Math.min(budget, best)) : best + 1,
    );
    if (d < best) {
      best = d;
      found = [i];
    } else if (d === best && d <= budget) found.push(i);
  });
  return best <= budget ? found : [];
}

function synonymTerms(index: CatalogueIndex, words: string[]): number[] {
  return words
    .flatMap((w) => index.synonyms.get(w) ?? [])
    .flatMap((s) => index.termIds.get(s) ?? [])
    .filter((t) => held(index, t));
}

/**
 * A word's alternatives, remembered per index until it changes: the typo search compares the
 * word with the whole vocabulary, and shoppers type the same words again and again.
 */
const remembered = new WeakMap<CatalogueIndex, { version: number; words: Map<string, Alternative[]> }>();
const REMEMBERED_WORDS = 2_000;

/** The word's alternatives, the typed word itself first; empty when nothing in the catalogue fits. */
export function alternativesFor(index: CatalogueIndex, word: QueryWord): Alternative[] {
  let memo = remembered.get(index);
  if (!memo || memo.version !== index.version || memo.words.size >= REMEMBERED_WORDS)
    remembered.set(index, (memo = { version: index.version, words: new Map() }));
  const key = `${word.raw}\u0000${word.stem ?? ""}`;
  let found = memo.words.get(key);
  if (!found) memo.words.set(key, (found = workOutAlternatives(index, word)));
  // A copy: the caller may add to its list (a compound of two words, compounds.ts).
  return found.slice();
}

function workOutAlternatives(index: CatalogueIndex, word: QueryWord): Alternative[] {
  const forms = [...new Set([word.stem, word.raw].filter((w): w is string => !!w))];
  const exact = forms.flatMap((w) => index.termIds.get(w) ?? []).filter((t) => held(index, t));
  let others = synonymTerms(index, forms);
  if (exact.length === 0 && others.length === 0) {
    others = completions(index, word.raw);
    if (others.length === 0) {
      const fixed = corrections(index, word);
      others = [
        ...fixed,
        ...synonymTerms(
          index,
          fixed.map((t) => index.terms[t]!),
        ),
      ];
    }
  }
  const seen = new Set<number>();
  const out: Alternative[] = [];
  for (const [terms, isExact] of [
    [exact, true],
    [others, false],
  ] as const)
    for (const term of terms)
      if (!seen.has(term)) {
        seen.add(term);
        out.push({ term, exact: isExact });
      }
  return out;
}

/** Words a product must match: all of one or two, at least half of three or more. */
export function minimumMatch(words: number): number {
  return words <= 2 ? words : Math.ceil(words / 2);
}

/**
 * Per word: the field it was found in (title 4 … description 1), doubled; three less (at least 1)
 * when found through an alternative, so the typed word among a product's tags (a sub-category,
 * a colour) outranks a synonym in another's title, and a synonym in a title still outranks the
 * typed word in a description.
 */
export function matchScore(field: number, exact: boolean): number {
  return exact ? field * 2 : Math.max(1, field * 2 - 3);
}

/** Relevance packs the number of words matched above the sum of their scores (≤ 8 per word). */
export const WORD_WEIGHT = 128;

export interface Scores {
  /** Documents matching at least the minimum number of words, in no particular order… */
  docs: Int32Array;
  /** …and the relevance of each, at the same place. */
  scores: Int32Array;
}

/**
 * Working arrays over every document, reused from one search to the next (scoring is
 * synchronous, so no two searches share them at once) and left zeroed: allocating them per
 * search made half a megabyte of garbage per query at 100k products.
 */
const work = {
  relevance: new Int32Array(0),
  best: new Uint8Array(0),
  hit: new Int32Array(0),
  touched: new Int32Array(0),
};
function workFor(size: number) {
  if (work.relevance.length < size) {
    work.relevance = new Int32Array(size);
    work.best = new Uint8Array(size);
    work.hit = new Int32Array(size);
    work.touched = new Int32Array(size);
  }
  return work;
}

/**
 * Relevance of every document matching at least the minimum number of words, every posting of
 * every word read through. All words before some; then exact title words before description
 * words, typed words before synonyms and corrections. (A page without counts reads only the
 * best matches: top-matches.ts.)
 */
export function scoreDocuments(index: CatalogueIndex, words: Alternative[][]): Scores {
  const { relevance, best, hit, touched } = workFor(index.size);
  let nTouched = 0;
  for (const alts of words) {
    let nHit = 0;
    for (const { term, exact } of alts) {
      const p = index.postings[term]!;
      for (const field of GROUP_FIELDS) {
        const s = matchScore(field, exact);
        for (let k = p.start(field), end = p.end(field); k < end; k++) {
          const doc = p.docs[k]!;
          if (best[doc] === 0) hit[nHit++] = doc;
          if (s > best[doc]!) best[doc] = s;
        }
      }
    }
    for (let k = 0; k < nHit; k++) {
      const doc = hit[k]!;
      if (relevance[doc] === 0) touched[nTouched++] = doc;
      relevance[doc] = relevance[doc]! + WORD_WEIGHT + best[doc]!;
      best[doc] = 0;
    }
  }
  const need = minimumMatch(words.length) * WORD_WEIGHT;
  let n = 0;
  for (let k = 0; k < nTouched; k++) if (relevance[touched[k]!]! >= need) n++;
  const docs = new Int32Array(n);
  const scores = new Int32Array(n);
  n = 0;
  for (let k = 0; k < nTouched; k++) {
    const doc = touched[k]!;
    if (relevance[doc]! >= need) {
      docs[n] = doc;
      scores[n++] = relevance[doc]!;
    }
    relevance[doc] = 0;
  }
  return { docs, scores };
}
