// The documents one word appears in, sorted by document, with the best field (catalogue-index.ts
// FIELD) it appears in for each; growable, so one product can be added or taken out in place.
export class Postings {
  docs = new Int32Array(4);
  fields = new Uint8Array(4);
  n = 0;

  private find(doc: number): number {
    let lo = 0;
    let hi = this.n;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.docs[mid]! < doc) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  add(doc: number, field: number): void {
    if (this.n === this.docs.length) {
      const docs = new Int32Array(Math.max(4, this.n * 2));
      docs.set(this.docs);
      const fields = new Uint8Array(Math.max(4, this.n * 2));
      fields.set(this.fields);
      this.docs = docs;
      this.fields = fields;
    }
    const at = this.n === 0 || this.docs[this.n - 1]! < doc ? this.n : this.find(doc);
    if (at < this.n && this.docs[at] === doc) {
      this.fields[at] = Math.max(this.fields[at]!, field);
      return;
    }
    this.docs.copyWithin(at + 1, at, this.n);
    this.fields.copyWithin(at + 1, at, this.n);
    this.docs[at] = doc;
    this.fields[at] = field;
    this.n++;
  }

  remove(doc: number): void {
    if (this.n === 0 || this.docs[this.n - 1]! < doc || this.docs[0]! > doc) return;
    const at = this.find(doc);
    if (this.docs[at] !== doc) return;
    this.docs.copyWithin(at, at + 1, this.n);
    this.fields.copyWithin(at, at + 1, this.n);
    this.n--;
  }

  /** Drops the spare room left by growth (after the first load). */
  trim(): void {
    this.docs = this.docs.slice(0, this.n);
    this.fields = this.fields.slice(0, this.n);
  }
}
