// Bench databases: created empty, migrated by the app's own code (openDatabase), then filled in
// bulk with `insert … select … from generate_series` — seconds instead of minutes of row-by-row
// inserts. Products are the seed catalogue's rows with varied titles (colour + collection +
// garment), so search sees a realistic vocabulary; orders and their lines spread over 120 days.
import { sql } from "drizzle-orm";
import pg from "pg";
import { slugify } from "../../domain/ids";
import { openDatabase, type Database, type Db } from "../../server/db/client";
import { categories, coupons, products, roles } from "../../server/db/schema";
import { seedCategories } from "../../server/db/seed/catalogue/categories";
import { seedCoupons } from "../../server/db/seed/catalogue/coupons";
import { seedProducts } from "../../server/db/seed/catalogue/products";
import { seedPeople } from "../../server/db/seed/seed-people";
import { seedRoles } from "../../server/db/seed/roles";
import { rebuildRollups } from "../../server/services/dashboard/sales-rollups";
import { rows } from "../../server/db/rows";

// Plain letters only: they are written into the SQL as an array literal.
const COLOURS = [
  "Midnight",
  "Ivory",
  "Camel",
  "Charcoal",
  "Navy",
  "Forest",
  "Burgundy",
  "Sand",
  "Stone",
  "Ecru",
  "Oat",
  "Graphite",
  "Olive",
  "Rust",
  "Cobalt",
  "Blush",
  "Truffle",
  "Sage",
  "Tobacco",
  "Pearl",
  "Onyx",
  "Mocha",
  "Heather",
  "Slate",
  "Fawn",
  "Indigo",
  "Espresso",
  "Taupe",
  "Chalk",
  "Moss",
];
const COLLECTIONS = [
  "Heritage",
  "Riviera",
  "Alpine",
  "Portofino",
  "Montmartre",
  "Kyoto",
  "Highland",
  "Savile",
  "Amalfi",
  "Capri",
  "Tuscan",
  "Nordic",
  "Parisian",
  "Milanese",
  "Camden",
  "Mayfair",
  "Soho",
  "Brera",
  "Marais",
  "Biarritz",
  "Gstaad",
  "Cortina",
  "Deauville",
  "Sorrento",
  "Kensington",
  "Belgravia",
];

const textArray = (words: string[]) => sql.raw(`'{${words.join(",")}}'::text[]`);

const ADDRESS = {
  type: "HOME",
  firstName: "Olivia",
  lastName: "Bennett",
  fullName: "Olivia Bennett",
  addressLine_1: "118 Madison Ave",
  addressLine_2: "New York, NY 10011",
  country: "USA",
  city: "New York",
  state: "NY",
  postalCode: "10011",
};

export const BENCH_ADMIN = { email: "admin@atelier.example", password: "atelier-admin" };
/** The seed's demo customer: the signed-in visitor of the shared and personal page rows. */
export const BENCH_CUSTOMER = { email: "customer@atelier.example", password: "atelier-customer" };

export interface SeedTimings {
  productsMs: number;
  ordersMs: number;
  analyzeMs: number;
  totalMs: number;
}

/** Drops and re-creates a PostgreSQL database; returns its URL. */
export async function recreatePostgresDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

async function loadSource(db: Db): Promise<number> {
  await db.execute(sql`drop table if exists bench_source`);
  await db.execute(sql`create table bench_source (
    idx int primary key, title text, slug text, description text, materials text, details jsonb,
    category text, sub_categories jsonb, base_price_cents int, base_status smallint, max_quantity smallint,
    base_images_color text, images jsonb, sizes jsonb)`);
  const rows = seedProducts.map(
    (p, i) => sql`(${i}, ${p.title}, ${slugify(p.title)}, ${p.description}, ${p.materials},
      ${JSON.stringify(p.details)}::jsonb, ${p.category}, ${JSON.stringify(p.subCategories)}::jsonb,
      ${p.basePriceCents}, ${p.baseStatus}, ${p.maxQuantity}, ${p.baseImagesColor},
      ${JSON.stringify(p.images)}::jsonb, ${JSON.stringify(p.sizes)}::jsonb)`,
  );
  await db.execute(sql`insert into bench_source values ${sql.join(rows, sql`, `)}`);
  return rows.length;
}

/** Products numbered from..to (inclusive); numbers make urls unique and order created_at. */
export async function insertProducts(db: Db, from: number, to: number): Promise<void> {
  const n = seedProducts.length;
  const c = COLOURS.length;
  await db.execute(sql`
    insert into products (id, created_at, updated_at, title, url, description, materials, details, category,
      sub_categories, base_price_cents, base_status, max_quantity, base_images_color, images, sizes)
    select gen_random_uuid(), now() - g * interval '37 seconds', now() - g * interval '37 seconds',
      w.colour || ' ' || w.collection || ' ' || s.title,
      lower(w.colour) || '-' || lower(w.collection) || '-' || s.slug || '-' || g,
      s.description, s.materials, s.details, s.category,
      array(select jsonb_array_elements_text(s.sub_categories)),
      greatest(5000, s.base_price_cents + ((g % 9) - 4) * 5000), s.base_status, s.max_quantity,
      s.base_images_color, s.images, s.sizes
    from generate_series(${from}::int, ${to}::int) g
    join bench_source s on s.idx = g % ${n}
    cross join lateral (select (${textArray(COLOURS)})[1 + (g / ${n}) % ${c}] as colour,
                               (${textArray(COLLECTIONS)})[1 + (g / ${n * c}) % ${COLLECTIONS.length}] as collection) w`);
}

async function insertOrders(db: Db, count: number): Promise<void> {
  await db.execute(sql`drop table if exists bench_buyable`);
  await db.execute(sql`drop table if exists bench_lines`);
  await db.execute(sql`
    create table bench_buyable as
    select row_number() over (order by p.created_at desc, p.id) as n, p.id, p.title, p.url,
           p.base_price_cents as price, p.max_quantity, x.sz->>'key' as size, x.sz->'colors'->>0 as color,
           coalesce(p.images->(x.sz->'colors'->>0)->>0, '') as image
    from products p
    cross join lateral (
      select e as sz from jsonb_array_elements(p.sizes) e
      where (e->>'status')::int = 1 and jsonb_array_length(e->'colors') > 0 limit 1) x`);
  const [nb] = await rows<{ n: number }>(db, sql`select count(*)::int as n from bench_buyable`);
  const buyable = nb?.n ?? 0;
  if (buyable === 0) throw new Error("no buyable product to build orders from");
  await db.execute(sql`
    create table bench_lines as
    select g, pos, b.id as product_id, b.title, b.url, b.image, b.color, b.size, b.max_quantity, b.price,
           case when g % 7 = 0 and b.max_quantity >= 2 then 2 else 1 end as quantity
    from generate_series(1, ${count}::int) g
    cross join lateral generate_series(0, (g % 5 = 0)::int + (g % 11 = 0)::int) pos
    join bench_buyable b on b.n = 1 + ((g::bigint * 7919 + pos * 104729) % ${buyable})`);
  await db.execute(sql`
    insert into orders (id, purchased_at, email, phone_number, shipping_to, billing_to, coupon_code,
      coupon_percentage, subtotal_cents, discount_cents, total_cents, card_last4, status, cancelled_at, cancelled_by)
    select 'BN' || lpad(g::text, 9, '0'), at, 'guest' || (g % 5000) || '@example.com',
      '+1 212 555 0' || (100 + g % 900), ${JSON.stringify(ADDRESS)}::jsonb, ${JSON.stringify(ADDRESS)}::jsonb,
      case when g % 5 = 0 then 'WELCOME10' end, case when g % 5 = 0 then 10 end,
      sub, disc, sub - disc, lpad(((g * 37) % 10000)::text, 4, '0'),
      case when g % 17 = 0 then 'cancelled' else 'placed' end,
      case when g % 17 = 0 then at + interval '1 day' end, case when g % 17 = 0 then 'guest' end
    from (
      select g, sub, case when g % 5 = 0 then least(sub, (sub * 10 + 50) / 100) else 0 end as disc,
             now() - interval '120 days' * (1 - sqrt(((g::bigint * 2654435761) % 1000003)::float8 / 1000003)) as at
      from (select g, sum(price * quantity)::int as sub from bench_lines group by g) t
    ) o`);
  await db.execute(sql`
    insert into order_lines (order_id, position, product_id, title, url, image, color, size, quantity,
      max_quantity, status, pre_order_date, unit_price_cents, line_total_cents)
    select 'BN' || lpad(g::text, 9, '0'), pos, product_id, title, url, image, color, size, quantity,
      max_quantity, 1, null, price, price * quantity
    from bench_lines`);
  await db.execute(sql`drop table bench_lines`);
  await db.execute(sql`drop table bench_buyable`);
}

/** Fills a freshly migrated database: catalogue records, `size` products and orders, accounts. */
export async function bulkSeed(
  database: Database,
  size: number,
  log: (m: string) => void,
): Promise<SeedTimings> {
  const db = database.db;
  const t0 = performance.now();
  await db.insert(roles).values(seedRoles).onConflictDoNothing();
  await db.insert(categories).values(seedCategories).onConflictDoNothing();
  await db.insert(coupons).values(seedCoupons).onConflictDoNothing();
  await loadSource(db);
  for (let from = 1; from <= size; from += 100_000)
    await insertProducts(db, from, Math.min(size, from + 99_999));
  // Every stock-managed variant gets a large count: the load tests time placement with its stock
  // check, not refusals. (The seed's realistic handful per variant is tested elsewhere.)
  await db.execute(sql`
    insert into stock_levels (product_id, size, color, on_hand)
    select p.id, s->>'key', c, 1000000
    from products p
    cross join lateral jsonb_array_elements(p.sizes) s
    cross join lateral jsonb_array_elements_text(s->'colors') c
    where (s->>'status')::int in (0, 1)
    on conflict do nothing`);
  const t1 = performance.now();
  log(`  ${size} products in ${((t1 - t0) / 1000).toFixed(1)} s`);
  await insertOrders(db, size);
  // Demo accounts (admin for the analytics panels) through the app's own seed helper.
  const sample = await db.select().from(products).limit(20);
  await seedPeople(db, sample);
  // The orders went in with insert … select: fill the analytics roll-ups with insert … select … group by.
  await rebuildRollups(db);
  const t2 = performance.now();
  log(`  ${size} orders in ${((t2 - t1) / 1000).toFixed(1)} s`);
  const t3 = performance.now();
  await db.execute(sql`analyze`);
  const t4 = performance.now();
  log(`  analyze ${((t4 - t3) / 1000).toFixed(1)} s`);
  return {
    productsMs: t1 - t0,
    ordersMs: t2 - t1,
    analyzeMs: t4 - t3,
    totalMs: t4 - t0,
  };
}

/** Grows the catalogue to `total` products (for search at 1M), then refreshes terms and stats. */
export async function growProducts(
  db: Db,
  from: number,
  total: number,
  log: (m: string) => void,
): Promise<number> {
  const t0 = performance.now();
  await loadSource(db);
  for (let start = from; start <= total; start += 100_000) {
    await insertProducts(db, start, Math.min(total, start + 99_999));
    log(`  … ${Math.min(total, start + 99_999)} products`);
  }
  await db.execute(sql`drop table bench_source`);
  await db.execute(sql`analyze`);
  return performance.now() - t0;
}

export async function dropSource(db: Db): Promise<void> {
  await db.execute(sql`drop table if exists bench_source`);
}

export async function openBenchDatabase(opts: {
  databaseUrl?: string;
  pgliteDir?: string;
}): Promise<Database> {
  return openDatabase(opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : { pgliteDir: opts.pgliteDir! });
}

export interface Fixtures {
  productUrls: string[];
  /** The hot variant: every buyer of the hot-variant run asks for this one. */
  orderLine: { productId: string; size: string; color: string };
  /** Buyable variants of distinct products, for order placement spread as a shop's is. */
  orderLines: { productId: string; size: string; color: string }[];
  searchWords: string[];
  counts: { products: number; orders: number };
}

/** Real urls and a buyable line for the load tests, read from the seeded database. */
export async function readFixtures(db: Db): Promise<Fixtures> {
  const urls = await rows<{ url: string }>(
    db,
    sql`select url from products where base_status = 1 order by created_at desc limit 40 offset 100`,
  );
  // One in-stock size per product (its first colour), newest products first; each has a large
  // stock row (bulkSeed), so every order succeeds unless the stock check refuses it.
  const lines = await rows<Fixtures["orderLine"]>(
    db,
    sql`
    select distinct on (p.created_at, p.id) p.id as "productId", e->>'key' as size, e->'colors'->>0 as color
    from products p cross join lateral jsonb_array_elements(p.sizes) e
    where (e->>'status')::int = 1 and jsonb_array_length(e->'colors') > 0 and p.max_quantity >= 1
    order by p.created_at desc, p.id, e->>'key'
    limit 64`,
  );
  const line = lines[0];
  const [counts] = await rows<Fixtures["counts"]>(
    db,
    sql`
    select (select count(*) from products)::int as products, (select count(*) from orders)::int as orders`,
  );
  if (!line || urls.length === 0 || !counts) throw new Error("bench database holds no buyable product");
  return { productUrls: urls.map((u) => u.url), orderLine: line, orderLines: lines, searchWords: [], counts };
}
