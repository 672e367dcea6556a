// Builds the catalogue index from the database and keeps it current, one per database handle
// (tests run several databases in one process). Decision 55:
//   - The first build runs in the background, a few thousand products at a time, so the event
//     loop keeps serving; until it is ready, readyCatalogueIndex says so and the shop reads from
//     PostgreSQL (sql-fallback.ts).
//   - A staff edit or a change of stock names its products (catalogueChanged here, the live hub's
//     notification in every other process, server/bootstrap.ts): only those rows are read again
//     and replaced in the index (productsChanged). Every process applies the same notifications
//     to the same rows, so they converge on the same index.
//   - The table's fingerprint (row count, latest edit) is checked at most every CHECK_EVERY_MS,
//     for writes nobody announced: a difference rebuilds in the background while the old index
//     keeps serving.
import { sql } from "drizzle-orm";
import { applyStock, type VariantStock } from "../../../../domain/stock";
import { OUT_OF_STOCK } from "../../../../domain/status";
import type { ProductSize, StatusCode } from "../../../../domain/types";
import type { Db } from "../../../db/client";
import { rows } from "../../../db/rows";
import { CatalogueIndex, variantKey, type IndexRow } from "./catalogue-index";
import { KIND_OF, SYNONYM_GROUPS } from "./synonyms";
import { normalizeText } from "./words";

const CHECK_EVERY_MS = 30_000;
/** Products read and indexed per step of a build: small enough to keep requests flowing. */
const LOAD_CHUNK = 2_000;

/** How catalogue words are stemmed and widened (synonyms, kinds), shared by builds and updates. */
interface Words {
  stems: Map<string, string | null>;
  kindOf: Map<string, string>;
  synonyms: Map<string, string[]>;
}

interface Held {
  /** The index requests use; null until the first build is done. */
  index: CatalogueIndex | null;
  /** A build under way (the first, or a rebuild after an unannounced write). */
  building: Promise<CatalogueIndex> | null;
  /** Products changed while a build runs: read again once it is done. */
  pending: Set<string>;
  /** Updates run one after another, in the order they were announced. */
  chain: Promise<void>;
  fingerprint: string;
  checkedAt: number;
  words: Words | null;
  /** Started by warmCatalogueIndex: reads go to SQL until it is ready. */
  warming: boolean;
  /** Query word → its stem; the stemmer never changes, so this only grows (bounded). */
  stems: Map<string, string | null>;
}

// On globalThis: the server bundle and the pages build each carry a copy of this module, and
// both must use (and keep current) the one index per database.
const SHARED = Symbol.for("atelier.catalogueIndexes");
const shared = globalThis as unknown as Record<typeof SHARED, { held: WeakMap<object, Held> } | undefined>;
const store = (shared[SHARED] ??= { held: new WeakMap<object, Held>() });
const held = {
  get: (db: object) => store.held.get(db),
  set: (db: object, h: Held) => store.held.set(db, h),
  delete: (db: object) => store.held.delete(db),
};

interface LoadedRow {
  id: string;
  created_ms: number;
  price: number;
  status: number;
  category: string;
  sizes: ProductSize[];
  sub_categories: string[];
  colors: string[];
  /** Units on hand per variant: [size, colour, units]. */
  levels: [string, string, number][];
  /** The stored search vector (title A, sub-categories B, materials C, description D). */
  search: string;
  /** The product's details list, as a vector: searched like the description. */
  details: string;
  /** created_at exactly (microseconds), where the next chunk of a load starts. */
  created_key: string;
}

const WEIGHT_FIELDS: Record<string, keyof Pick<IndexRow, "title" | "tags" | "materials" | "description">> = {
  A: "title",
  B: "tags",
  C: "materials",
  D: "description",
};

/**
 * The words of a stored tsvector by field ('cashmer':3A,10C 'coat':4A …): the vector is already
 * stemmed and weighted, so loading reads it instead of stemming 100k descriptions again.
 */
export function vectorFields(text: string): Pick<IndexRow, "title" | "tags" | "materials" | "description"> {
  const out = {
    title: [] as string[],
    tags: [] as string[],
    materials: [] as string[],
    description: [] as string[],
  };
  for (const m of text.matchAll(/'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g)) {
    // Accents folded as queryWords folds them ('crêpe' is found by 'crepe').
    const word = normalizeText(m[1]!.replace(/''/g, "'"));
    const weights = new Set((m[2] ?? "D").split(",").map((p) => p.replace(/[0-9]/g, "") || "D"));
    for (const w of weights) out[WEIGHT_FIELDS[w]!].push(word);
  }
  return out;
}

async function fingerprintOf(db: Db): Promise<string> {
  const [row] = await rows<{ n: number; at: string | null }>(
    db,
    sql`select count(*)::int as n, max(updated_at)::text as at from products`,
  );
  return `${row?.n}|${row?.at}`;
}

export async function stemWords(db: Db, input: string[]): Promise<Map<string, string | null>> {
  if (input.length === 0) return new Map();
  const found = await rows<{ w: string; stem: string | null }>(
    db,
    // A hyphenated word ('t-shirt') gives its parts and the whole: the whole is the one meant.
    sql`select w, (select l from unnest(tsvector_to_array(to_tsvector('english', w))) l order by length(l) desc, l limit 1) as stem
        from unnest(${sql.param(input)}::text[]) as w`,
  );
  return new Map(found.map((r) => [r.w, r.stem]));
}

/** Where a load has got to: the last product read, newest first. */
type LoadCursor = { createdKey: string; id: string } | null;

/**
 * Products by id, or a chunk of all of them newest first (after the cursor). Newest first, the
 * documents are numbered nearly in search's tie order (in stock, then newest), so reading a
 * word's postings in that order walks the per-document arrays forward instead of at random
 * (a third of a search's time at a million products, docs/benchmarks.md §0e).
 */
async function loadRows(
  db: Db,
  which: { ids: string[] } | { after: LoadCursor; limit: number },
): Promise<LoadedRow[]> {
  const where =
    "ids" in which
      ? sql`where p.id = any(${sql.param(which.ids)}::text[])`
      : sql`${
          which.after
            ? sql`where (p.created_at, p.id) < (${which.after.createdKey}::timestamptz, ${which.after.id})`
            : sql``
        } order by p.created_at desc, p.id desc limit ${which.limit}`;
  return rows<LoadedRow>(
    db,
    sql`
    select id, (extract(epoch from created_at) * 1000)::float8 as created_ms, created_at::text as created_key,
           base_price_cents as price,
           base_status as status, category, sub_categories, sizes, search::text as search,
           to_tsvector('english', coalesce((select string_agg(d, ' ') from jsonb_array_elements_text(p.details) d), ''))::text
             as details,
           array(select jsonb_object_keys(p.images)
                 union select jsonb_array_elements_text(s -> 'colors') from jsonb_array_elements(p.sizes) s) as colors,
           coalesce((select jsonb_agg(jsonb_build_array(l.size, l.color, l.on_hand)) from stock_levels l
                     where l.product_id = p.id), '[]'::jsonb) as levels
    from products p ${where}`,
  );
}

async function loadWords(db: Db): Promise<Words> {
  const listed = [...SYNONYM_GROUPS.flat(), ...Object.entries(KIND_OF).flat(), "women", "men", "unisex"];
  const stems = await stemWords(db, [...new Set(listed.map(normalizeText))]);
  const stem = (w: string) => stems.get(normalizeText(w)) ?? normalizeText(w);
  const kindOf = new Map(Object.entries(KIND_OF).map(([kind, of]) => [stem(kind), stem(of)]));
  const synonyms = new Map<string, string[]>();
  for (const group of SYNONYM_GROUPS) {
    const forms = group.map(normalizeText).flatMap((w) => [w, stems.get(w)]);
    const groupStems = [...new Set(forms.filter((s): s is string => !!s))];
    for (const s of groupStems) synonyms.set(s, [...new Set([...(synonyms.get(s) ?? []), ...groupStems])]);
  }
  return { stems, kindOf, synonyms };
}

/** Index rows of loaded products; colour words not stemmed yet are stemmed first (one query). */
async function toIndexRows(db: Db, words: Words, loaded: LoadedRow[]): Promise<IndexRow[]> {
  const colorWords = new Set(loaded.flatMap((r) => r.colors.flatMap((c) => c.split("-"))).map(normalizeText));
  const missing = [...colorWords].filter((w) => !words.stems.has(w));
  if (missing.length) for (const [w, s] of await stemWords(db, missing)) words.stems.set(w, s);
  const stem = (w: string) => words.stems.get(normalizeText(w)) ?? normalizeText(w);
  return loaded.map((r) => toIndexRow(r, words.kindOf, stem));
}

/** The words, plus the broader word of each that names a kind of something (KIND_OF). */
function withKinds(words: string[], kindOf: Map<string, string>): string[] {
  const broader = words.flatMap((w) => kindOf.get(w) ?? []);
  return broader.length ? [...new Set([...words, ...broader])] : words;
}

function toIndexRow(r: LoadedRow, kindOf: Map<string, string>, stem: (w: string) => string): IndexRow {
  const fields = vectorFields(r.search);
  const audience = r.category === "unisex" ? ["unisex", "women", "men"] : [r.category];
  const extraTags = [...audience, ...r.colors.flatMap((c) => c.split("-"))].map(stem);
  // The sizes as the shop offers them now (docs/behaviour.md §2): sold-out colours dropped.
  const levels: VariantStock[] = r.levels.map(([size, color, onHand]) => ({ size, color, onHand }));
  const sizes = applyStock(r.sizes, levels);
  const offered = sizes.filter((s) => s.status === 1 || s.status === 2);
  const soldOut = sizes.length > 0 && sizes.every((s) => s.status === OUT_OF_STOCK);
  return {
    id: r.id,
    createdMs: r.created_ms,
    priceCents: r.price,
    status: (soldOut ? OUT_OF_STOCK : r.status) as StatusCode,
    category: r.category,
    subCategories: r.sub_categories,
    sizes: offered.map((s) => s.key),
    colors: r.colors,
    variants: offered.flatMap((s) => s.colors.map((c) => variantKey(s.key, c))),
    inStock: sizes.length ? sizes.some((s) => s.status === 1) : r.status === 1,
    preOrder: sizes.length ? sizes.some((s) => s.status === 2) : r.status === 2,
    title: withKinds(fields.title, kindOf),
    tags: withKinds([...fields.tags, ...extraTags], kindOf),
    materials: withKinds(fields.materials, kindOf),
    description: withKinds([...fields.description, ...vectorFields(r.details).description], kindOf),
  };
}

/** Every product, read and indexed a chunk at a time (the event loop serves between chunks). */
async function loadIndex(db: Db, h: Held): Promise<CatalogueIndex> {
  h.words ??= await loadWords(db);
  const index = new CatalogueIndex(h.words.synonyms);
  let after: LoadCursor = null;
  for (;;) {
    const loaded = await loadRows(db, { after, limit: LOAD_CHUNK });
    if (loaded.length === 0) break;
    index.putRows(await toIndexRows(db, h.words, loaded), true);
    const last = loaded[loaded.length - 1]!;
    after = { createdKey: last.created_key, id: last.id };
    // Let waiting requests run between chunks.
    await new Promise((resolve) => setImmediate(resolve));
  }
  index.finishLoad();
  return index;
}

/** Reads these products again and puts them in the index (those gone are taken out). */
async function refresh(db: Db, h: Held, index: CatalogueIndex, ids: string[]): Promise<void> {
  const loaded = await loadRows(db, { ids });
  h.words ??= await loadWords(db);
  const found = await toIndexRows(db, h.words, loaded);
  const present = new Set(found.map((r) => r.id));
  index.removeIds(ids.filter((id) => !present.has(id)));
  index.putRows(found);
}

function startBuild(db: Db, previous: Held | undefined): Held {
  const h: Held = {
    index: previous?.index ?? null,
    building: null,
    pending: new Set(),
    chain: previous?.chain ?? Promise.resolve(),
    fingerprint: "",
    checkedAt: Date.now(),
    words: previous?.words ?? null,
    warming: false,
    stems: previous?.stems ?? new Map(),
  };
  const building = (async () => {
    h.fingerprint = await fingerprintOf(db);
    const built = await loadIndex(db, h);
    // Changes announced while it was loading: read again before the index is used.
    while (h.pending.size) {
      const ids = [...h.pending];
      h.pending.clear();
      await refresh(db, h, built, ids);
    }
    h.index = built;
    h.building = null;
    return built;
  })();
  h.building = building;
  building.catch(() => {
    h.building = null;
    if (held.get(db) === h && !h.index) held.delete(db);
  });
  held.set(db, h);
  return h;
}

function heldFor(db: Db, now: number): Held {
  const h = held.get(db);
  if (!h) return startBuild(db, undefined);
  if (now - h.checkedAt > CHECK_EVERY_MS && !h.building) {
    h.checkedAt = now;
    const entry = h;
    void fingerprintOf(db)
      .then((f) => {
        if (f !== entry.fingerprint && held.get(db) === entry && !entry.building) startBuild(db, entry);
      })
      .catch(() => undefined);
  }
  return h;
}

/** The database's current index; the first call waits for the first build. */
export async function catalogueIndex(db: Db, now = Date.now()): Promise<CatalogueIndex> {
  const h = heldFor(db, now);
  return h.index ?? h.building!;
}

/**
 * Whether the server's start-up build is still running: callers read from SQL meanwhile rather
 * than wait. Any other first read (tests, a forgotten index) waits for its build.
 */
export function indexIsWarming(db: Db): boolean {
  const h = held.get(db);
  return !!h && h.warming && !h.index;
}

/** Starts the first build (server start-up); resolves when it is ready (never rejects). */
export async function warmCatalogueIndex(db: Db): Promise<void> {
  const h = heldFor(db, Date.now());
  h.warming = true;
  await h.building?.catch(() => undefined);
}

/**
 * These products changed (edited, added, removed, or their stock): they are read again and
 * replaced in this database's index. Resolves once applied, so the process that made the change
 * reads its own write.
 */
export function productsChanged(db: Db, ids: readonly string[]): Promise<void> {
  const h = held.get(db);
  if (!h || ids.length === 0) return Promise.resolve();
  if (h.building) for (const id of ids) h.pending.add(id);
  const index = h.index;
  if (!index) return Promise.resolve();
  const run = h.chain.then(() => refresh(db, h, index, [...new Set(ids)]));
  h.chain = run.catch(() => {
    // The index may now be behind: rebuild it in the background.
    if (held.get(db) === h && !h.building) startBuild(db, h);
  });
  return h.chain;
}

/** Stems of query words, remembered per database. */
export async function stemsFor(db: Db, input: string[]): Promise<Map<string, string | null>> {
  const h = held.get(db);
  const memo = h?.stems ?? new Map<string, string | null>();
  const missing = [...new Set(input)].filter((w) => !memo.has(w));
  if (missing.length) {
    const found = await stemWords(db, missing);
    if (memo.size > 5_000) memo.clear();
    for (const w of missing) memo.set(w, found.get(w) ?? null);
  }
  return new Map(input.map((w) => [w, memo.get(w) ?? null]));
}

/** Forget every index (tests; a write nobody can name the products of); the next read rebuilds. */
export function forgetCatalogueIndexes(): void {
  store.held = new WeakMap();
}
