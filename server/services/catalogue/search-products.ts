// Search beyond the spec's case-sensitive title prefix: case-insensitive, ranked, typo-tolerant
// full text over title, sub-categories, materials and description.
//   1. Each query word is widened to the catalogue lexemes it resembles (trigram similarity on
//      search_terms), plus itself as a prefix for search-as-you-type.
//   2. Products must match every word (one of its alternatives each), ranked by ts_rank_cd
//      (title weighted highest, so title matches lead); keyset paging on (rank, id).
import { sql } from "drizzle-orm";
import type { ProductPage, ProductSearchQuery } from "../../../domain/contracts/products";
import { collapse } from "../../../domain/text";
import type { Db } from "../../db/client";
import { rows } from "../../db/rows";
import { badRequest } from "../../http/errors";
import { type CardRow, toCard } from "./cards";

const MAX_WORDS = 6;
const ALTERNATIVES = 4;
const SHORT_WORD_SIMILARITY = 0.2;

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

/**
 * Query word → alternatives: its English stem, and only when the catalogue does not know that
 * stem (a likely typo), the closest catalogue lexemes. Stop words ('the', 'with') have no stem
 * and are dropped, since the index never holds them.
 */
async function alternativesFor(db: Db, words: string[]): Promise<Map<string, string[]>> {
  const found = await rows<{ input: string; stem: string | null; word: string | null }>(
    db,
    sql`
    select w.input, s.stem, t.word
    from unnest(${sql.param(words)}::text[]) as w(input)
    cross join lateral (select (tsvector_to_array(to_tsvector('english', w.input)))[1] as stem) s
    left join lateral (
      select word from search_terms
      -- Short words share few trigrams, so 'lofers' ~ 'loafer' sits under pg_trgm's 0.3 default:
      -- they get a lower bar. The vocabulary is small (thousands of lexemes), so a scan is cheap.
      where (word % w.input or (length(w.input) < 8 and similarity(word, w.input) >= ${SHORT_WORD_SIMILARITY}))
        and not exists (select 1 from search_terms k where k.word = s.stem)
      order by word <-> w.input
      limit ${ALTERNATIVES}
    ) t on true`,
  );
  const map = new Map<string, string[]>();
  for (const r of found) {
    if (!r.stem) continue;
    const alts = map.get(r.input) ?? [r.stem];
    if (r.word && !alts.includes(r.word)) alts.push(r.word);
    map.set(r.input, alts);
  }
  return map;
}

/** 'simple' tsquery text: words are [a-z0-9] only, so no quoting is needed beyond ''. */
export function buildTsQuery(alternatives: Map<string, string[]>): string {
  return [...alternatives.entries()]
    .map(([input, alts]) => `(${[`'${input}':*`, ...alts.map((a) => `'${a}'`)].join(" | ")})`)
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
  const alternatives = await alternativesFor(db, words);
  if (alternatives.size === 0) return { items: [], nextCursor: null };
  const tsq = buildTsQuery(alternatives);
  const after = query.cursor ? decodeRankCursor(query.cursor) : null;
  const hits = await rows<CardRow & { rank: number }>(
    db,
    sql`
    with hits as (
      select id, title, url, base_price_cents as "basePriceCents", base_status as "baseStatus",
             base_images_color as "baseImagesColor", images,
             round(ts_rank_cd(search, q)::numeric, 6)::float8 as rank
      from products, to_tsquery('simple', ${tsq}) q
      where search @@ q
    )
    select * from hits
    ${after ? sql`where (rank, id) < (${after.rank}, ${after.id})` : sql``}
    order by rank desc, id desc
    limit ${query.limit + 1}`,
  );
  const page = hits.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toCard),
    nextCursor:
      hits.length > query.limit && last ? Buffer.from(`${last.rank}|${last.id}`).toString("base64url") : null,
  };
}
