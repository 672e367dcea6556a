// Times searchProducts itself (no HTTP, no result cache) against an already seeded database,
// with the bench's misspelt queries: sequentially (1 connection) and N at a time; before that,
// the catalogue index's build and /women's listing with and without filter counts.
//   npx tsx scripts/bench/search-engine.ts postgres://postgres@127.0.0.1:5432/atelier_bench [rounds] [concurrency]
// The database is used as is: no migration runs, nothing is written.
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "../../server/db/client";
import * as schema from "../../server/db/schema";
import { searchProducts } from "../../server/services/catalogue/search-products";
import { listCatalogue } from "../../server/services/catalogue/list-products";
import { catalogueIndex, productsChanged } from "../../server/services/catalogue/search/load-index";
import { NO_FILTERS } from "../../domain/catalogue-filters";
import { SEARCH_QUERIES } from "./suite";

const url = process.argv[2] ?? "postgres://postgres@127.0.0.1:5432/atelier_bench";
const rounds = Number(process.argv[3] ?? 10);
const concurrency = Number(process.argv[4] ?? 32);

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
}
const fmt = (xs: number[]) =>
  `n ${xs.length}, p50 ${pct(xs, 50).toFixed(1)} ms, p95 ${pct(xs, 95).toFixed(1)} ms, max ${pct(xs, 100).toFixed(1)} ms`;

async function timed(db: Db, q: string): Promise<number> {
  const t = performance.now();
  const page = await searchProducts(db, { q, limit: 25 });
  const ms = performance.now() - t;
  if (page.items.length === 0) console.log(`  no hit: ${q}`);
  return ms;
}

const pool = new pg.Pool({ connectionString: url, max: concurrency });
const db = drizzle(pool, { schema }) as unknown as Db;
try {
  const heap0 = process.memoryUsage();
  let t = performance.now();
  const index = await catalogueIndex(db);
  const heap1 = process.memoryUsage();
  console.log(
    `index build: ${((performance.now() - t) / 1000).toFixed(1)} s, ${index.count} products, ${index.terms.length} terms, ` +
      `+${((heap1.arrayBuffers - heap0.arrayBuffers) / 1e6).toFixed(1)} MB arrays, +${((heap1.heapUsed - heap0.heapUsed) / 1e6).toFixed(1)} MB heap`,
  );
  // A staff edit or a change of stock: the product is read again and replaced in place.
  const edits: number[] = [];
  for (let i = 0; i < rounds * 3; i++) {
    const id = index.idOf((i * 7_919) % index.size);
    t = performance.now();
    await productsChanged(db, [id]);
    edits.push(performance.now() - t);
  }
  console.log(`one product changed, applied in place: ${fmt(edits)}`);
  const listings = {
    "women, no counts": { page: "women" as const, facets: false },
    "women, counts": { page: "women" as const, facets: true },
    "women, size M + black, counts": {
      page: "women" as const,
      facets: true,
      filters: { ...NO_FILTERS, sizes: ["M"], colors: ["black"] },
    },
    "women, price sorted, counts": { page: "women" as const, facets: true, sort: "price-asc" as const },
  };
  for (const [name, req] of Object.entries(listings)) {
    const xs: number[] = [];
    for (let i = 0; i < rounds; i++) {
      t = performance.now();
      await listCatalogue(db, { ...req, limit: 25 });
      xs.push(performance.now() - t);
    }
    console.log(`listing ${name}: ${fmt(xs)}`);
  }
  for (const q of SEARCH_QUERIES) await timed(db, q); // warm up
  const seq: number[] = [];
  const perQuery = new Map<string, number[]>();
  for (let r = 0; r < rounds; r++)
    for (const q of SEARCH_QUERIES) {
      const ms = await timed(db, q);
      seq.push(ms);
      perQuery.set(q, [...(perQuery.get(q) ?? []), ms]);
    }
  console.log(`1 at a time: ${fmt(seq)}`);
  for (const [q, xs] of perQuery) console.log(`  ${q.padEnd(20)} p50 ${pct(xs, 50).toFixed(1)} ms`);
  const par: number[] = [];
  const todo = Array.from({ length: rounds }, () => SEARCH_QUERIES).flat();
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let q = todo.pop(); q !== undefined; q = todo.pop()) par.push(await timed(db, q));
    }),
  );
  const s = (performance.now() - t0) / 1000;
  console.log(`${concurrency} at a time: ${fmt(par)}, ${Math.round(par.length / s)} searches/s`);
} finally {
  await pool.end();
}
