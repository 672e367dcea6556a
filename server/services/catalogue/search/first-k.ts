// The first `k` documents by a numeric key (smallest first), above a threshold (the cursor's
// key): one pass keeping a short sorted list, instead of sorting every candidate for one page.
export class FirstK {
  readonly keys: Float64Array;
  readonly docs: Int32Array;
  n = 0;
  constructor(
    private readonly k: number,
    private readonly above: number,
  ) {
    this.keys = new Float64Array(k);
    this.docs = new Int32Array(k);
  }

  /** Whether k documents are held: only a smaller key than `worst` gets in now. */
  get full(): boolean {
    return this.n === this.k;
  }

  get worst(): number {
    return this.keys[this.n - 1]!;
  }

  offer(doc: number, x: number): void {
    const { keys, docs, k } = this;
    if (x <= this.above || (this.n === k && x >= keys[this.n - 1]!)) return;
    let i = this.n < k ? this.n++ : this.n - 1;
    while (i > 0 && keys[i - 1]! > x) {
      keys[i] = keys[i - 1]!;
      docs[i] = docs[i - 1]!;
      i--;
    }
    keys[i] = x;
    docs[i] = doc;
  }
}
