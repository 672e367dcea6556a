// Compound words, either way round: a word the catalogue lacks that is two words it has is
// split ('trenchcoat' → trench coat; 'trenchcot' → trench + what 'cot' stands for), and two
// typed words the catalogue has as one ('turtle neck' → turtleneck) also match that one word.
import type { CatalogueIndex } from "./catalogue-index";
import { alternativesFor, type Alternative, type QueryWord } from "./match-words";

/** Shorter parts are too often chance fragments ('co', 'at'). */
const MIN_PART = 3;

/** Whether some product has this word now. */
export function knownTerm(index: CatalogueIndex, word: string | null): boolean {
  if (!word) return false;
  const t = index.termIds.get(word);
  return t !== undefined && index.postings[t]!.n > 0;
}

const isKnown = (index: CatalogueIndex, w: QueryWord) =>
  knownTerm(index, w.raw) || knownTerm(index, w.stem) || (w.stem !== null && index.synonyms.has(w.stem));

/** The ways a word could be cut in two (each part at least MIN_PART letters). */
export function splits(word: string): [string, string][] {
  const out: [string, string][] = [];
  for (let i = MIN_PART; i <= word.length - MIN_PART; i++) out.push([word.slice(0, i), word.slice(i)]);
  return out;
}

/**
 * The query's words with each unknown compound split in two, when both parts are catalogue
 * words (as typed or stemmed). `stemOf` knows the stems of every part of `splits`.
 */
export function splitCompounds(
  index: CatalogueIndex,
  words: QueryWord[],
  stemOf: (w: string) => string | null,
): QueryWord[] {
  return words.flatMap((w) => {
    if (w.stem === null || isKnown(index, w)) return [w];
    const parts = splits(w.raw).map(([a, b]): [QueryWord, QueryWord] => [
      { raw: a, stem: stemOf(a) },
      { raw: b, stem: stemOf(b) },
    ]);
    const whole = parts.find(([left, right]) => isKnown(index, left) && isKnown(index, right));
    if (whole) return whole;
    // A compound with a slip in one half ('trenchcot'): one half a catalogue word, the other one
    // the catalogue completes or corrects. Only for a word the catalogue can make nothing of as
    // a whole, so a plain typo ('cashmre') is still corrected as one word.
    if (alternativesFor(index, w).length > 0) return [w];
    const near = parts.find(
      ([left, right]) =>
        (isKnown(index, left) && alternativesFor(index, right).length > 0) ||
        (isKnown(index, right) && alternativesFor(index, left).length > 0),
    );
    return near ?? [w];
  });
}

/** Adds the joined word of two neighbours, when the catalogue has it, to both as if typed. */
export function joinCompounds(
  index: CatalogueIndex,
  words: QueryWord[],
  alternatives: Alternative[][],
): void {
  for (let i = 0; i + 1 < words.length; i++) {
    const joined = words[i]!.raw + words[i + 1]!.raw;
    const forms = [joined, joined.replace(/e?s$/, "")];
    const term = forms
      .map((f) => index.termIds.get(f))
      .find((t) => t !== undefined && index.postings[t]!.n > 0);
    if (term === undefined) continue;
    for (const alts of [alternatives[i]!, alternatives[i + 1]!])
      if (!alts.some((a) => a.term === term)) alts.push({ term, exact: true });
  }
}
