// While the catalogue index is being built (the first seconds after a start on a large
// catalogue, decision 55), unfiltered listings and the first page of a search are read from
// PostgreSQL instead of waiting: listings newest first or by price with the index's own cursors,
// search by full text (no typo widening). Counts need the index: the filter choices are left
// empty meanwhile, and such pages are never cached (`provisional`).
import { sql, type SQL } from "drizzle-orm";
import { type ListingPage, PAGE_AUDIENCES } from "../../../domain/catalogue";
import type { SortKey } from "../../../domain/catalogue-filters";
import type { Db } from "../../db/client";
import { rows } from "../../db/rows";
import { decodeKey, encodeKey } from "./search/browse";

export const EMPTY_FACETS = { sizes: [], colors: [], prices: [], availability: [] };

interface Found {
  id: string;
  created_ms: number;
  price: number;
  total: number;
}

const CREATED = sql`(extract(epoch from created_at) * 1000)::float8`;

/** One page of a listing in the index's order (list-products.ts), from SQL. */
export async function listFromSql(
  db: Db,
  q: {
    page?: ListingPage;
    subCategory?: string;
    tags: string[];
    sort: Exclude<SortKey, "relevance">;
    cursor?: string;
    limit: number;
  },
) {
  const where: SQL[] = [sql`true`];
  if (q.page) where.push(sql`category = any(${sql.param([...PAGE_AUDIENCES[q.page]])}::text[])`);
  if (q.tags.length) where.push(sql`sub_categories @> ${sql.param(q.tags)}::text[]`);
  const filter = sql.join(where, sql` and `);
  let after = sql`true`;
  if (q.cursor) {
    const key = decodeKey(q.sort, q.cursor);
    if (q.sort === "newest") after = sql`(${CREATED}, id) < (${key[0]}::float8, ${key[1]})`;
    else if (q.sort === "price-asc")
      after = sql`(base_price_cents > ${key[0]} or (base_price_cents = ${key[0]} and (${CREATED}, id) < (${key[1]}::float8, ${key[2]})))`;
    else
      after = sql`(base_price_cents < ${key[0]} or (base_price_cents = ${key[0]} and (${CREATED}, id) < (${key[1]}::float8, ${key[2]})))`;
  }
  const order =
    q.sort === "newest"
      ? sql`created_at desc, id desc`
      : q.sort === "price-asc"
        ? sql`base_price_cents, created_at desc, id desc`
        : sql`base_price_cents desc, created_at desc, id desc`;
  const [found, [count]] = await Promise.all([
    rows<Found>(
      db,
      sql`select id, ${CREATED} as created_ms, base_price_cents as price, 0 as total from products
          where ${filter} and ${after} order by ${order} limit ${q.limit + 1}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from products where ${filter}`),
  ]);
  const page = found.slice(0, q.limit);
  const last = page[page.length - 1];
  const key = (r: Found) => (q.sort === "newest" ? [r.created_ms, r.id] : [r.price, r.created_ms, r.id]);
  return {
    ids: page.map((r) => r.id),
    nextCursor: found.length > q.limit && last ? encodeKey(q.sort, key(last)) : null,
    total: count?.n ?? 0,
  };
}

/** The first page of a search by full text, best match first, then newest. */
export async function searchFromSql(db: Db, q: string, limit: number) {
  const query = sql`plainto_tsquery('english', ${q})`;
  const found = await rows<Found>(
    db,
    sql`select id, 0 as created_ms, 0 as price, (count(*) over ())::int as total from products
        where search @@ ${query} order by ts_rank(search, ${query}) desc, created_at desc, id desc limit ${limit}`,
  );
  return { ids: found.map((r) => r.id), nextCursor: null, total: found[0]?.total ?? 0 };
}
