// The products' ids of the catalogue index, by slot, and each id's slot: as UTF-8 bytes in one
// arena with an open-addressing hash table beside it, not as 100k strings in an array and a Map.
// At 100,000 products those were ~11 MB of the JS heap (the strings 5.6 MB, the Map's table
// 3.7 MB, the array 0.8 MB) that every full collection marks and that V8 lets the old generation
// grow twice over; here they are ~5 MB of typed arrays outside it (docs/benchmarks.md §0j).
//
// A slot's id is rewritten in place when the new one fits (product ids are uuids, all of one
// length); otherwise appended, and the arena compacted when half of it is stale.

const EMPTY = 0;
/** A removed entry: look-ups walk past it, inserts may reuse it. */
const GONE = -1;

export class IdTable {
  private bytes = Buffer.alloc(4096);
  private used = 0;
  /** Bytes of the arena no slot points at any more (left behind by a longer id). */
  private stale = 0;
  private start = new Int32Array(0);
  /** Bytes reserved at `start` (kept while the slot is free, for the next id there). */
  private room = new Uint16Array(0);
  /** Bytes of the slot's id; 0 for a free slot. */
  private length = new Uint16Array(0);
  /** Slot + 1 per entry (0 empty, −1 removed); its size a power of two, at most half full. */
  private table = new Int32Array(64);
  private entries = 0;
  private removed = 0;
  /** A looked-up id's bytes, so a look-up allocates nothing. */
  private scratch = Buffer.alloc(256);

  /** The id held in this slot ('' for a free one). */
  idOf(slot: number): string {
    const n = this.length[slot] ?? 0;
    if (n === 0) return "";
    const s = this.start[slot]!;
    return this.bytes.toString("utf8", s, s + n);
  }

  /** The slot holding this id, if any. */
  slotOf(id: string): number | undefined {
    const n = this.encode(id);
    if (n <= 0) return undefined;
    const found = this.table[this.find(n)]!;
    return found > 0 ? found - 1 : undefined;
  }

  /** Ids of two slots compared as strings are (ascii ids; byte order otherwise). */
  compare(a: number, b: number): number {
    const sa = this.start[a]!;
    const sb = this.start[b]!;
    const na = this.length[a]!;
    const nb = this.length[b]!;
    const n = Math.min(na, nb);
    for (let i = 0; i < n; i++) {
      const d = this.bytes[sa + i]! - this.bytes[sb + i]!;
      if (d !== 0) return d;
    }
    return na - nb;
  }

  /** Gives this free slot this id (`clear` a slot before giving it another). */
  set(slot: number, id: string): void {
    this.ensureSlots(slot + 1);
    if (this.length[slot] !== 0) throw new Error(`Slot ${slot} already holds an id`);
    const n = this.encode(id);
    if (n <= 0) throw new RangeError(`A product id of ${Buffer.byteLength(id)} bytes`);
    if (this.table[this.find(n)]! > 0) throw new Error(`Product id ${id} already held`);
    if (n > this.room[slot]!) {
      this.stale += this.room[slot]!;
      if (this.used + n > this.bytes.length) this.makeRoom(n);
      this.start[slot] = this.used;
      this.room[slot] = n;
      this.used += n;
    }
    this.scratch.copy(this.bytes, this.start[slot]!, 0, n);
    this.length[slot] = n;
    this.insert(slot, n);
  }

  /** Frees a slot: its id is no longer found. */
  clear(slot: number): void {
    const n = this.length[slot] ?? 0;
    if (n === 0) return;
    this.bytes.copy(this.scratch, 0, this.start[slot]!, this.start[slot]! + n);
    const at = this.find(n);
    if (this.table[at]! > 0) {
      this.table[at] = GONE;
      this.entries--;
      this.removed++;
    }
    this.length[slot] = 0;
  }

  /** The id's UTF-8 bytes into `scratch`; their count (0 for an empty id, −1 for one too long). */
  private encode(id: string): number {
    const most = id.length * 3;
    if (most > this.scratch.length) {
      if (most > 0xffff * 3) return -1;
      this.scratch = Buffer.alloc(most);
    }
    const n = this.scratch.write(id, 0, "utf8");
    return n > 0xffff ? -1 : n;
  }

  /** Where `scratch`'s first n bytes are in the table, or the empty entry that ends their probe. */
  private find(n: number): number {
    const mask = this.table.length - 1;
    let at = hash(this.scratch, 0, n) & mask;
    for (;;) {
      const entry = this.table[at]!;
      if (entry === EMPTY) return at;
      if (entry > 0 && this.equals(entry - 1, n)) return at;
      at = (at + 1) & mask;
    }
  }

  private equals(slot: number, n: number): boolean {
    if (this.length[slot] !== n) return false;
    const s = this.start[slot]!;
    for (let i = 0; i < n; i++) if (this.bytes[s + i] !== this.scratch[i]) return false;
    return true;
  }

  /** Enters the slot whose bytes are in `scratch`; rehashes first when the table would be half full. */
  private insert(slot: number, n: number): void {
    if ((this.entries + this.removed + 1) * 2 > this.table.length) this.rehash();
    const mask = this.table.length - 1;
    let at = hash(this.scratch, 0, n) & mask;
    while (this.table[at]! > 0) at = (at + 1) & mask;
    if (this.table[at] === GONE) this.removed--;
    this.table[at] = slot + 1;
    this.entries++;
  }

  /** A table a quarter full of the live entries (removed ones dropped). */
  private rehash(): void {
    let size = 64;
    while (size < (this.entries + 1) * 4) size *= 2;
    const table = new Int32Array(size);
    for (const entry of this.table) {
      if (entry <= 0) continue;
      const s = this.start[entry - 1]!;
      let at = hash(this.bytes, s, s + this.length[entry - 1]!) & (size - 1);
      while (table[at] !== EMPTY) at = (at + 1) & (size - 1);
      table[at] = entry;
    }
    this.table = table;
    this.removed = 0;
  }

  private ensureSlots(need: number): void {
    if (need <= this.start.length) return;
    const cap = Math.max(need, Math.ceil(this.start.length * 1.5), 64);
    const grown = <T extends Int32Array | Uint16Array>(a: T, b: T): T => (b.set(a), b);
    this.start = grown(this.start, new Int32Array(cap));
    this.room = grown(this.room, new Uint16Array(cap));
    this.length = grown(this.length, new Uint16Array(cap));
  }

  /** Room for n more bytes; the held ids packed to the front when half the arena is stale. */
  private makeRoom(n: number): void {
    const compact = this.stale > this.used / 2;
    const keep = compact ? this.length.reduce((sum, len) => sum + len, 0) : this.used;
    const bytes = Buffer.alloc(Math.max(4096, Math.ceil((keep + n) * 1.5)));
    if (compact) {
      let at = 0;
      for (let slot = 0; slot < this.start.length; slot++) {
        const len = this.length[slot]!;
        if (len > 0) this.bytes.copy(bytes, at, this.start[slot]!, this.start[slot]! + len);
        this.start[slot] = at;
        this.room[slot] = len;
        at += len;
      }
      this.used = at;
      this.stale = 0;
    } else {
      this.bytes.copy(bytes, 0, 0, this.used);
    }
    this.bytes = bytes;
  }
}

/** FNV-1a over bytes[from, to). */
function hash(bytes: Uint8Array, from: number, to: number): number {
  let h = 0x811c9dc5;
  for (let i = from; i < to; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193);
  return h >>> 0;
}
