// One small least-recently-used map bounded by bytes, not entries (decision 50): every in-process
// cache of the server (catalogue reads, whole pages) holds values of very different sizes — a
// menu of a few hundred bytes, a listing page of 60 KB — so a count of entries says nothing
// about the memory held. Sizes are estimates (approxBytes below) counted when a value is set
// and again when a late value lands (resize), never walked on a read.

export interface ByteLru<V> {
  get(key: string): V | undefined;
  /** The value under key without counting as a use. */
  peek(key: string): V | undefined;
  /** Stores the value as most recently used, then evicts the least recently used over the bound. */
  set(key: string, value: V, bytes?: number): void;
  /** Records a new size for an entry (a promise that has resolved, say); evicts if needed. */
  resize(key: string, bytes: number): void;
  delete(key: string): boolean;
  clear(): void;
  readonly size: number;
  /** Estimated bytes held, keys included. */
  readonly bytes: number;
  readonly maxBytes: number;
}

export interface ByteLruOptions<V> {
  maxBytes: number;
  /** A cap on entries as well (0 turns the cache off); default none. */
  maxEntries?: number;
  /** Size of a value when set() is given none; default approxBytes. */
  sizeOf?: (value: V) => number;
}

interface Slot<V> {
  value: V;
  bytes: number;
}

export function createByteLru<V>(opts: ByteLruOptions<V>): ByteLru<V> {
  const maxBytes = Math.max(0, opts.maxBytes);
  const maxEntries = opts.maxEntries ?? Number.POSITIVE_INFINITY;
  const sizeOf = opts.sizeOf ?? approxBytes;
  // A Map keeps insertion order: re-inserting on use makes the first key the least recently used.
  const slots = new Map<string, Slot<V>>();
  let total = 0;

  const cost = (key: string, bytes: number) => KEY_OVERHEAD + key.length * 2 + Math.max(0, bytes);

  function remove(key: string): boolean {
    const slot = slots.get(key);
    if (!slot) return false;
    total -= slot.bytes;
    slots.delete(key);
    return true;
  }

  function evict(): void {
    while (slots.size > 0 && (total > maxBytes || slots.size > maxEntries))
      remove(slots.keys().next().value as string);
  }

  return {
    get(key) {
      const slot = slots.get(key);
      if (!slot) return undefined;
      slots.delete(key);
      slots.set(key, slot);
      return slot.value;
    },
    peek(key) {
      return slots.get(key)?.value;
    },
    set(key, value, bytes) {
      remove(key);
      const size = cost(key, bytes ?? sizeOf(value));
      // A value larger than the whole cache is not kept (it would only push everything out).
      if (size > maxBytes || maxEntries < 1) return;
      slots.set(key, { value, bytes: size });
      total += size;
      evict();
    },
    resize(key, bytes) {
      const slot = slots.get(key);
      if (!slot) return;
      const size = cost(key, bytes);
      total += size - slot.bytes;
      slot.bytes = size;
      if (size > maxBytes) remove(key);
      evict();
    },
    delete: remove,
    clear() {
      slots.clear();
      total = 0;
    },
    get size() {
      return slots.size;
    },
    get bytes() {
      return total;
    },
    maxBytes,
  };
}

/** A Map entry, its key string's header and the slot object, roughly. */
const KEY_OVERHEAD = 96;

/**
 * Estimated heap bytes of a JSON-like value: strings at one byte a character (two when any
 * character is beyond Latin-1, as V8 stores them), numbers 8, objects and arrays a header plus a
 * slot per property. Shared sub-objects count once; depth is capped, so cycles end.
 */
export function approxBytes(value: unknown): number {
  const seen = new Set<object>();
  function walk(v: unknown, depth: number): number {
    switch (typeof v) {
      case "string":
        return 16 + (TWO_BYTE.test(v) ? v.length * 2 : v.length);
      case "number":
      case "bigint":
        return 8;
      case "boolean":
      case "undefined":
        return 0;
      case "object": {
        if (v === null || seen.has(v) || depth > 32) return 0;
        seen.add(v);
        if (v instanceof Uint8Array) return 64 + v.byteLength;
        if (v instanceof Date) return 32;
        if (Array.isArray(v)) {
          let n = 16 + v.length * 8;
          for (const item of v) n += walk(item, depth + 1);
          return n;
        }
        if (v instanceof Map) {
          let n = 64;
          for (const [k, item] of v) n += 24 + walk(k, depth + 1) + walk(item, depth + 1);
          return n;
        }
        let n = 24;
        for (const [k, item] of Object.entries(v)) n += 8 + k.length + walk(item, depth + 1);
        return n;
      }
      default:
        return 16;
    }
  }
  return walk(value, 0);
}

const TWO_BYTE = /[\u0100-\uffff]/;
