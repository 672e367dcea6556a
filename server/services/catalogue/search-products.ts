// Search beyond the spec's case-sensitive title prefix: case-insensitive, ranked, typo-tolerant
// full text over title, sub-categories, materials and description.
//   1. Each query word is widened to the catalogue lexemes it resembles (trigram similarity on
//      search_terms), plus itself as a prefix for search-as-you-type. Corrections are remembered
//      in process (search-terms.ts), so a warm search skips this step.
//   2. Products must match every word (one of its alternatives each). At most CANDIDATES of them
//      are ranked by ts_rank_cd (title weighted highest, so title matches lead), reading only id
//      and the search vector; the card columns are fetched for the page's winners alone. Keyset
//      paging on (rank, id).
// Why the bound: ranking needs every match's row, so an unbounded broad query ('cashmir swetter'
// matches 6% of the catalogue) costs time linear in the catalogue. The candidates are the first
// CANDIDATES matches in physical order, taken with parallel and synchronised scans off so that
// every page of one query ranks the same set (otherwise paging could repeat or skip products).
import { sql } from "drizzle-orm";
import type { ProductPage, ProductSearchQuery } from "../../../domain/contracts/products";
import { collapse } from "../../../domain/text";
import type { Db } from "../../db/client";
import { rows } from "../../db/rows";
import { badRequest } from "../../http/errors";
import { type CardRow, toCard } from "./cards";
import { recalledAlternatives, rememberAlternatives, type WordAlternatives } from "./search-terms";

const MAX_WORDS = 6;
const ALTERNATIVES = 4;
const SHORT_WORD_SIMILARITY = 0.2;
/** Alternatives much further from the word than the closest one are noise ('cashmir' → 'case'). */
const ALTERNATIVE_MARGIN = 0.1;
/** Matches ranked per query: the cost of a search is linear in this, not in the catalogue. */
export const CANDIDATES = 1000;

export function queryWords(q: string): string[] {
  return collapse(
    q
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, ""),
  )
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0)
    .slice(0, MAX_WORDS);
}

/** The corrections worth searching: those about as close to the word as the closest one. */
export function closestAlternatives(near: { word: string; sim: number }[]): string[] {
  const best = Math.max(0, ...near.map((n) => n.sim));
  return near.filter((n) => n.sim >= best - ALTERNATIVE_MARGIN).map((n) => n.word);
}

/**
 * Query word → alternatives: its English stem, and only when the catalogue does not know that
 * stem (a likely typo), the closest catalogue lexemes, dropping those much further than the
 * closest. Stop words ('the', 'with') have no stem and are dropped, since the index never holds
 * them. Words already looked up come from the in-process memo.
 */
async function alternativesFor(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const known = new Map<string, WordAlternatives>();
  const unknown: string[] = [];
  for (const w of new Set(words)) {
    const hit = recalledAlternatives(db, w);
    if (hit) known.set(w, hit);
    else unknown.push(w);
  }
  if (unknown.length > 0) {
    const found = await rows<{ input: string; stem: string | null; word: string | null; sim: number | null }>(
      db,
      sql`
      select w.input, s.stem, t.word, t.sim
      from unnest(${sql.param(unknown)}::text[]) as w(input)
      cross join lateral (select (tsvector_to_array(to_tsvector('english', w.input)))[1] as stem) s
      left join lateral (
        select word, similarity(word, w.input)::float8 as sim from search_terms
        -- Short words share few trigrams, so 'lofers' ~ 'loafer' sits under pg_trgm's 0.3 default:
        -- they get a lower bar. The vocabulary is small (thousands of lexemes), so a scan is cheap.
        where (word % w.input or (length(w.input) < 8 and similarity(word, w.input) >= ${SHORT_WORD_SIMILARITY}))
          and not exists (select 1 from search_terms k where k.word = s.stem)
        order by word <-> w.input
        limit ${ALTERNATIVES}
      ) t on true`,
    );
    const fresh = new Map<string, { stem: string | null; words: { word: string; sim: number }[] }>();
    for (const r of found) {
      const entry = fresh.get(r.input) ?? { stem: r.stem, words: [] };
      if (r.word) entry.words.push({ word: r.word, sim: r.sim ?? 0 });
      fresh.set(r.input, entry);
    }
    for (const [input, { stem, words: near }] of fresh) {
      const alts: WordAlternatives = { stem, words: closestAlternatives(near) };
      rememberAlternatives(db, input, alts);
      known.set(input, alts);
    }
  }
  const map = new Map<string, string[]>();
  for (const w of words) {
    const found = known.get(w);
    if (!found?.stem || map.has(w)) continue;
    map.set(w, [...new Set([found.stem, ...found.words])]);
  }
  return map;
}

/** 'simple' tsquery text: words are [a-z0-9] only, so no quoting is needed beyond ''. */
export function buildTsQuery(alternatives: Map<string, string[]>): string {
  return [...alternatives.entries()]
    .map(([input, alts]) => {
      // The prefix 'silk':* already matches 'silk' itself.
      const others = alts.filter((a) => a !== input).map((a) => `'${a}'`);
      return `(${[`'${input}':*`, ...others].join(" | ")})`;
    })
    .join(" & ");
}

function decodeRankCursor(cursor: string): { rank: number; id: string } {
  const [rank, id] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const n = Number(rank);
  if (!id || !Number.isFinite(n)) throw badRequest("Invalid cursor.", { cursor: "Invalid cursor." });
  return { rank: n, id };
}

export async function searchProducts(db: Db, query: ProductSearchQuery): Promise<ProductPage> {
  const words = queryWords(query.q);
  if (words.length === 0) return { items: [], nextCursor: null };
  const after = query.cursor ? decodeRankCursor(query.cursor) : null;
  const alternatives = await alternativesFor(db, words);
  if (alternatives.size === 0) return { items: [], nextCursor: null };
  const tsq = buildTsQuery(alternatives);
  const hits = await db.transaction(async (tx) => {
    // Same candidates for every page: no parallel workers (arrival order) and no synchronised
    // scans (a sequential scan joining one already under way starts mid-table).
    await tx.execute(sql`select set_config('max_parallel_workers_per_gather', '0', true),
                                set_config('synchronize_seqscans', 'off', true)`);
    return rows<CardRow & { rank: number }>(
      tx,
      sql`
      with candidates as (
        select id, search from products, to_tsquery('simple', ${tsq}) q
        where search @@ q
        limit ${CANDIDATES}
      ), ranked as (
        select id, round(ts_rank_cd(search, q)::numeric, 6)::float8 as rank
        from candidates, to_tsquery('simple', ${tsq}) q
      ), winners as (
        select id, rank from ranked
        ${after ? sql`where (rank, id) < (${after.rank}, ${after.id})` : sql``}
        order by rank desc, id desc
        limit ${query.limit + 1}
      )
      select p.id, p.title, p.url, p.base_price_cents as "basePriceCents", p.base_status as "baseStatus",
             p.base_images_color as "baseImagesColor", p.images, w.rank
      from winners w join products p on p.id = w.id
      order by w.rank desc, w.id desc`,
    );
  });
  const page = hits.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toCard),
    nextCursor:
      hits.length > query.limit && last ? Buffer.from(`${last.rank}|${last.id}`).toString("base64url") : null,
  };
}
