// A short list of small ids per document (sizes, colours, sub-categories, variants), in one
// pool: a document's list is rewritten in place when it fits, else appended (the pool is
// compacted when half of it is stale). Names are numbered as they come. Each id also has the set
// of documents holding it, as bits (bitset.ts), kept with the lists.
import { BitsetFamily } from "./bitset";

export class IdLists {
  names: string[] = [];
  lookup = new Map<string, number>();
  /** Where each document's ids begin in `pool`, and how many: read directly in hot loops. */
  start = new Int32Array(0);
  length = new Uint16Array(0);
  pool = new Uint16Array(1024);
  /** The documents holding each id. */
  readonly bits = new BitsetFamily();
  private used = 0;
  private stale = 0;

  constructor(private readonly order?: (a: string, b: string) => number) {}

  /** The names in display order (sizes by size, the rest alphabetically). */
  ordered(): string[] {
    return [...this.names].sort(this.order);
  }

  idOf(name: string): number {
    return this.lookup.get(name) ?? -1;
  }

  has(doc: number, id: number): boolean {
    const s = this.start[doc]!;
    const end = s + (this.length[doc] ?? 0);
    for (let i = s; i < end; i++) if (this.pool[i] === id) return true;
    return false;
  }

  /** The ids of a document's list. */
  of(doc: number): Uint16Array {
    const s = this.start[doc] ?? 0;
    return this.pool.subarray(s, s + (this.length[doc] ?? 0));
  }

  set(doc: number, values: readonly string[]): void {
    if (doc >= this.start.length) {
      const cap = Math.max(doc + 1, Math.ceil(this.start.length * 1.5), 64);
      const start = new Int32Array(cap);
      start.set(this.start);
      const length = new Uint16Array(cap);
      length.set(this.length);
      this.start = start;
      this.length = length;
    }
    const ids = [...new Set(values)].map((v) => {
      let id = this.lookup.get(v);
      if (id === undefined) {
        id = this.names.length;
        this.names.push(v);
        this.lookup.set(v, id);
      }
      return id;
    });
    const old = this.length[doc]!;
    for (const id of this.of(doc)) this.bits.remove(id, doc);
    for (const id of ids) this.bits.add(id, doc);
    if (ids.length <= old) {
      this.pool.set(ids, this.start[doc]!);
      this.stale += old - ids.length;
    } else {
      this.stale += old;
      if (this.used + ids.length > this.pool.length) this.makeRoom(ids.length);
      this.start[doc] = this.used;
      this.pool.set(ids, this.used);
      this.used += ids.length;
    }
    this.length[doc] = ids.length;
  }

  private makeRoom(need: number): void {
    if (this.stale > this.used / 2) {
      const pool = new Uint16Array(Math.max(1024, (this.used - this.stale + need) * 2));
      let at = 0;
      for (let doc = 0; doc < this.start.length; doc++) {
        const n = this.length[doc]!;
        pool.set(this.pool.subarray(this.start[doc]!, this.start[doc]! + n), at);
        this.start[doc] = at;
        at += n;
      }
      this.pool = pool;
      this.used = at;
      this.stale = 0;
      return;
    }
    const pool = new Uint16Array(Math.max(1024, (this.used + need) * 2));
    pool.set(this.pool.subarray(0, this.used));
    this.pool = pool;
  }
}
