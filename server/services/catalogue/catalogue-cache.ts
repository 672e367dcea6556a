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
// - The number of entries is bounded (least recently used out first): search terms come from
//   visitors, and a cache must not become a way to fill the server's memory.
// Values are shared between requests: callers must treat them as read-only. Outside production
// they are deep-frozen, so a test catches any code that mutates one.

export interface CatalogueCache {
  /** `keep` says whether a loaded value may stay (callers already waiting get it either way). */
  get<T>(key: string, load: () => Promise<T>, keep?: (value: T) => boolean): Promise<T>;
  /** Forget everything (this process only). */
  invalidate(): void;
  readonly size: number;
}

export interface CatalogueCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** Deep-freeze cached values (tests and development). */
  freeze?: boolean;
  now?: () => number;
}

interface Entry {
  value: Promise<unknown>;
  expires: number;
}

export function createCatalogueCache(opts: CatalogueCacheOptions = {}): CatalogueCache {
  const ttlMs = opts.ttlMs ?? 30_000;
  const maxEntries = opts.maxEntries ?? 2_000;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, Entry>();

  return {
    get<T>(key: string, load: () => Promise<T>, keep?: (value: T) => boolean): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) {
        // Re-insert: Map keeps insertion order, so the oldest key is the least recently used.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      if (hit) entries.delete(key);
      const value = load().then((v) => (opts.freeze ? deepFreeze(v) : v));
      const entry: Entry = { value, expires: now() + ttlMs };
      entries.set(key, entry);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      value.then(
        (v) => {
          if (keep && !keep(v) && entries.get(key) === entry) entries.delete(key);
        },
        () => {
          // A failed read (database briefly away) is not remembered.
          if (entries.get(key) === entry) entries.delete(key);
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
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
