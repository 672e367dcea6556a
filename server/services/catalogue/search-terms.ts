// Keeps search_terms in step with the catalogue's lexemes. Words of removed products stay:
// they only widen a typo's candidates and match nothing in the full-text step.
//
// It also holds the in-process memo of typo corrections (query word → catalogue lexemes):
// the vocabulary only changes when products do, so a word is looked up once, not per search.
// refreshSearchTerms forgets it, and so does every other server process when it hears of the
// staff edit (server/bootstrap.ts); the age limit covers writes nobody announced.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

export interface WordAlternatives {
  /** The word's English stem; null for a stop word (the index never holds those). */
  stem: string | null;
  /** Catalogue lexemes the word resembles, closest first (empty when the stem is known). */
  words: string[];
}

const MEMO_MAX_WORDS = 5_000;
const MEMO_MAX_AGE_MS = 5 * 60_000;

interface Memo {
  at: number;
  words: Map<string, WordAlternatives>;
}

// Per database handle: tests run several databases in one process, each with its own vocabulary.
let memos = new WeakMap<object, Memo>();

function memoFor(db: object, now: number): Memo {
  let memo = memos.get(db);
  if (!memo || now - memo.at > MEMO_MAX_AGE_MS) {
    memo = { at: now, words: new Map() };
    memos.set(db, memo);
  }
  return memo;
}

/** The remembered corrections of `word`, refreshed as the most recently used; undefined if unknown. */
export function recalledAlternatives(
  db: object,
  word: string,
  now = Date.now(),
): WordAlternatives | undefined {
  const { words } = memoFor(db, now);
  const hit = words.get(word);
  if (hit) {
    words.delete(word);
    words.set(word, hit);
  }
  return hit;
}

/** Remember a word's corrections; the least recently used word goes once the memo is full. */
export function rememberAlternatives(
  db: object,
  word: string,
  alts: WordAlternatives,
  now = Date.now(),
): void {
  const { words } = memoFor(db, now);
  words.delete(word);
  words.set(word, alts);
  while (words.size > MEMO_MAX_WORDS) words.delete(words.keys().next().value!);
}

/** Forget every remembered correction (the vocabulary changed). */
export function forgetAlternatives(): void {
  memos = new WeakMap();
}

export async function refreshSearchTerms(db: Pick<Db, "execute">, productId?: string): Promise<void> {
  await db.execute(sql`
    insert into search_terms (word)
    select distinct unnest(tsvector_to_array(search)) from products
    ${productId ? sql`where id = ${productId}` : sql``}
    on conflict do nothing`);
  forgetAlternatives();
}
