// Buffers for answers assembled per response from stored bytes (a cached page with its nonce
// put back, or its gzip spliced): taken for one response and given back once the socket has
// sent it (the response's 'finish'), so serving a cached page allocates no ArrayBuffer. A fresh
// buffer per answer (~90 KB for /women, thousands a second) left 25–35 MB of dead ArrayBuffers
// waiting for V8's next full collection under load (docs/benchmarks.md §0j).
//
// A response that never finishes (the client went away) keeps its buffer; the garbage collector
// frees it as before. Nothing else holds a taken buffer, so giving it back after 'finish' cannot
// change bytes still on their way.

/** Sizes are rounded up to this, so pages of about one size share buffers. */
const STEP = 16 * 1024;

export class BodyPool {
  private readonly free = new Map<number, Buffer[]>();
  private held = 0;

  /** `maxBytes`: the most kept for reuse; `maxBody`: larger answers are never kept. */
  constructor(
    private readonly maxBytes = 8 * 1024 * 1024,
    private readonly maxBody = 512 * 1024,
  ) {}

  /** A buffer of at least `size` bytes (its first `size` are the caller's to fill). */
  take(size: number): Buffer {
    const capacity = Math.max(STEP, Math.ceil(size / STEP) * STEP);
    const reused = this.free.get(capacity)?.pop();
    if (reused) {
      this.held -= capacity;
      return reused;
    }
    return Buffer.allocUnsafeSlow(capacity);
  }

  /** Back for the next answer, once its response is sent. */
  give(buffer: Buffer): void {
    const capacity = buffer.length;
    if (capacity > this.maxBody || this.held + capacity > this.maxBytes || capacity % STEP !== 0) return;
    const list = this.free.get(capacity);
    if (list) list.push(buffer);
    else this.free.set(capacity, [buffer]);
    this.held += capacity;
  }

  /** Bytes kept for reuse. */
  get keptBytes(): number {
    return this.held;
  }
}

/** The one pool of a process: cached pages' answers and rendered pages (app/entry.server.tsx). */
export const answerBodies = new BodyPool();

/** A buffer of at least `size` bytes from `pool`, given back once sent; a buffer of its own without `whenSent`. */
export function takeForAnswer(size: number, pool: BodyPool, whenSent?: WhenSent): Buffer {
  if (!whenSent) return Buffer.allocUnsafe(size);
  const taken = pool.take(size);
  whenSent(() => pool.give(taken));
  return taken;
}

/** Calls `done` once the response is sent; absent where there is no socket (app.request in tests). */
export type WhenSent = (done: () => void) => void;

/**
 * The pieces joined into one buffer: from the pool, given back when sent, when `whenSent` is
 * known; else a buffer of its own.
 */
export function joinPieces(
  pieces: readonly Uint8Array[],
  pool: BodyPool,
  whenSent?: WhenSent,
): Uint8Array<ArrayBuffer> {
  let size = 0;
  for (const piece of pieces) size += piece.byteLength;
  const target = takeForAnswer(size, pool, whenSent);
  let at = 0;
  for (const piece of pieces) {
    target.set(piece, at);
    at += piece.byteLength;
  }
  return new Uint8Array(target.buffer as ArrayBuffer, target.byteOffset, size);
}

/** WhenSent from the Node server's response (@hono/node-server's `env.outgoing`), if there is one. */
export function whenSent(env: unknown): WhenSent | undefined {
  const outgoing = (
    env as { outgoing?: { once?: (event: string, listener: () => void) => unknown } } | undefined
  )?.outgoing;
  if (typeof outgoing?.once !== "function") return undefined;
  return (done) => void outgoing.once!("finish", done);
}
