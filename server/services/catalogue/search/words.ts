// Query text → words, and the edit distance that decides which catalogue words a typo means.

/** Words beyond this are ignored: a pasted paragraph is not a search. */
export const MAX_WORDS = 10;

/** Lower case, accents removed, split on anything that is not a letter or digit. */
export function queryWords(q: string): string[] {
  return normalizeText(q)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0)
    .slice(0, MAX_WORDS);
}

export function normalizeText(s: string): string {
  return s
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");
}

/**
 * How many edits a word may be from the catalogue word it is taken for: none under 4 letters
 * ('red' is not 'bed'), one up to 6 ('caot' → coat, 'lofers' → loafer), two from 7.
 */
export function typoBudget(word: string): number {
  if (word.length < 4) return 0;
  return word.length < 7 ? 1 : 2;
}

/**
 * Optimal string alignment distance (insert, delete, substitute, swap two neighbours), or
 * `max + 1` as soon as it must exceed `max` (most vocabulary words are rejected in a row or two).
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, prevPrev[j - 2]! + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = cur;
  }
  return Math.min(prev[b.length]!, max + 1);
}
