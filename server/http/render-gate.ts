// Lets a few page renders run at once; the others wait their turn (decision 103).
//
// A render holds its loaders' data, React's tree and the page's HTML until it is sent. With 32
// connections asking for personal pages (account, checkout: rendered per request, never
// cached), 32 renders were in flight together and the heap held all of them: the bench's
// account and checkout tests were the only ones over the 250 MB budget (docs/benchmarks.md §0l).
// Rendering is CPU work on one thread, so more renders at once than a few only interleave them:
// a handful keep the CPU busy while some wait on the database, and the rest cost memory alone.
//
// Waiting is bounded: a render that cannot start within `maxWaitMs` (the database has stopped
// answering and the running renders are stuck on it, or far more visitors than the process can
// serve) is answered "briefly unavailable" (503, Retry-After) instead of queueing for ever, and
// at most `maxWaiting` requests wait at once.

export interface RenderGateOptions {
  /** Renders running at once. */
  concurrency: number;
  /** How long a render may wait for its turn. */
  maxWaitMs: number;
  /** How many may wait at once; one more is turned away at the door. */
  maxWaiting: number;
}

/** The process's gate: 4 renders at once (the bench's account/checkout peak RSS 258 → 236–245 MB,
 *  checkout −3 % req/s on the helper load; docs/benchmarks.md §0m). */
export const PAGE_RENDERS: RenderGateOptions = { concurrency: 4, maxWaitMs: 10_000, maxWaiting: 1_000 };

/** Thrown when a render could not get its turn; the app answers 503 with Retry-After. */
export class RenderGateBusy extends Error {
  constructor(readonly reason: "wait" | "queue") {
    super(reason === "wait" ? "page render waited too long for its turn" : "too many page renders waiting");
  }
}

export interface RenderGate {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Renders running and waiting now (for tests and the log). */
  readonly running: number;
  readonly waiting: number;
  /** Entries in the queue, including waiters that gave up and are not yet dropped. */
  readonly queued: number;
}

export function createRenderGate(opts: RenderGateOptions): RenderGate {
  let running = 0;
  // First in, first out; a waiter that timed out is marked, not spliced out (O(1) either way).
  const queue: { start: () => void; gaveUp: boolean }[] = [];
  let waiting = 0;

  const release = () => {
    running--;
    while (queue.length) {
      const next = queue.shift()!;
      if (next.gaveUp) continue;
      waiting--;
      running++;
      next.start();
      return;
    }
  };

  const turn = (): Promise<void> => {
    if (running < opts.concurrency) {
      running++;
      return Promise.resolve();
    }
    if (waiting >= opts.maxWaiting) return Promise.reject(new RenderGateBusy("queue"));
    return new Promise<void>((resolve, reject) => {
      const waiter = {
        gaveUp: false,
        start: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        waiter.gaveUp = true;
        waiting--;
        // Renders stuck on a database that does not answer release nothing for a while: drop
        // the waiters that gave up, so the queue stays as long as those still waiting.
        if (queue.length > 2 * waiting + 64) queue.splice(0, queue.length, ...queue.filter((w) => !w.gaveUp));
        reject(new RenderGateBusy("wait"));
      }, opts.maxWaitMs);
      waiting++;
      queue.push(waiter);
    });
  };

  return {
    async run(task) {
      await turn();
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting;
    },
    get queued() {
      return queue.length;
    },
  };
}
