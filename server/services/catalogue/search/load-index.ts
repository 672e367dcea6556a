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
import type { Db } from "../../../db/client";
import { rows } from "../../../db/rows";
import { CatalogueIndex } from "./catalogue-index";
import { loadRows, loadWords, stemWords, toIndexRows, type LoadCursor, type Words } from "./index-rows";

const CHECK_EVERY_MS = 30_000;
/** Products read and indexed per step of a build: small enough to keep requests flowing. */
const LOAD_CHUNK = 2_000;

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

async function fingerprintOf(db: Db): Promise<string> {
  const [row] = await rows<{ n: number; at: string | null }>(
    db,
    sql`select count(*)::int as n, max(updated_at)::text as at from products`,
  );
  return `${row?.n}|${row?.at}`;
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

/**
 * Reads the whole catalogue again in the background (changes may have gone unannounced: this
 * process lost its notifications for a while); the current index serves until the new one is
 * ready. Resolves when it is (never rejects).
 */
export async function rebuildCatalogueIndex(db: Db): Promise<void> {
  let h = held.get(db);
  // A build under way may have read rows before the missed changes: it finishes, then another.
  if (h?.building) {
    await h.building.catch(() => undefined);
    h = held.get(db);
  }
  if (!h) return; // no index yet: the first read builds one from the rows as they are
  const next = h.building ? h : startBuild(db, h);
  await next.building?.catch(() => undefined);
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
