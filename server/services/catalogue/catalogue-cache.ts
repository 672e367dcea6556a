// In-process cache of public catalogue reads (menu categories, listing pages, product pages,
// search pages). These are the same for every visitor and change only when staff add, edit or
// remove a product, so every shop page would otherwise repeat identical queries.
//
// Correctness rules:
// - A staff write calls `catalogueChanged` (see below): this process drops everything at once,
//   and a pg_notify tells every other server process to do the same (live hub).
// - Entries also expire after `ttlMs`, a bound for writes nobody announced (a seed script run
//   against a shared PostgreSQL database, say). It matches the 30 s `Cache-Control` the public
//   catalogue endpoints already promise browsers.
// - A read still running when the cache is invalidated is dropped with everything else, so a
//   slow query cannot put pre-edit data back.
// - Concurrent misses for one key share one query (the promise is cached, not just the value).
// - The bytes held are bounded (least recently used out first; decision 50): search terms come
//   from visitors, and a cache must not become a way to fill the server's memory. A value's size
//   is estimated once, when its read lands (server/memory/byte-lru.ts).
// Values are shared between requests: callers must treat them as read-only. Outside production
// they are deep-frozen, so a test catches any code that mutates one.

import { approxBytes, createByteLru } from "../../memory/byte-lru";

export interface CatalogueCache {
  /** `keep` says whether a loaded value may stay (callers already waiting get it either way). */
  get<T>(key: string, load: () => Promise<T>, keep?: (value: T) => boolean): Promise<T>;
  /** Forget everything (this process only). */
  invalidate(): void;
  readonly size: number;
  /** Estimated bytes held. */
  readonly bytes: number;
  /** False when the cache is off (`maxEntries: 0`): nothing loaded is kept. */
  readonly keeps: boolean;
}

export interface CatalogueCacheOptions {
  ttlMs?: number;
  /** Estimated bytes of values and keys held at most (default 16 MB). */
  maxBytes?: number;
  /** A cap on entries as well; 0 turns the cache off. */
  maxEntries?: number;
  /** Deep-freeze cached values (tests and development). */
  freeze?: boolean;
  now?: () => number;
}

interface Entry {
  value: Promise<unknown>;
  expires: number;
}

/** Counted for an entry whose read has not landed yet. */
const PENDING_BYTES = 256;

export function createCatalogueCache(opts: CatalogueCacheOptions = {}): CatalogueCache {
  const ttlMs = opts.ttlMs ?? 30_000;
  const now = opts.now ?? Date.now;
  const maxEntries = opts.maxEntries ?? 2_000;
  const entries = createByteLru<Entry>({
    maxBytes: opts.maxBytes ?? 16 * 1024 * 1024,
    maxEntries,
    sizeOf: () => PENDING_BYTES,
  });

  return {
    get<T>(key: string, load: () => Promise<T>, keep?: (value: T) => boolean): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      if (hit) entries.delete(key);
      const value = load().then((v) => (opts.freeze ? deepFreeze(v) : v));
      const entry: Entry = { value, expires: now() + ttlMs };
      entries.set(key, entry);
      value.then(
        (v) => {
          if (entries.peek(key) !== entry) return;
          if (keep && !keep(v)) entries.delete(key);
          else entries.resize(key, approxBytes(v));
        },
        () => {
          // A failed read (database briefly away) is not remembered.
          if (entries.peek(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    invalidate() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.bytes;
    },
    keeps: maxEntries > 0,
  };
}

function deepFreeze<T>(value: T): T {
  // A typed array cannot be frozen (its bytes are not properties): the page cache's HTML bytes.
  if (ArrayBuffer.isView(value)) return value;
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
