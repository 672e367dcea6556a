// Keeps the process within its memory budget by telling V8 to favour memory when it nears it
// (decision 101).
//
// V8 keeps the heap pages a collection frees in a pool for reuse, and gives the pool back to the
// system only after a *memory-reducing* collection: a process's RSS is the heap's highest point
// since such a collection, not what it holds now. Measured at 100k products on PostgreSQL, idle
// after the catalogue index was built: 448 heap pages (112 MB) resident against a heap of 57 MB;
// with V8's `--optimize-for-size` 26 MB. That flag makes every major collection memory-reducing
// (the pool released, fragmented pages compacted), and costs ~15 % more CPU per rendered page
// (account, checkout) when it is on for good. (It would also let the heap grow by only 1.3× after
// a full collection, but the server's `--heap-growing-percent=100` overrides whatever factor the
// mode picks; setting the percentage with the mode held the load's peak ~20 MB lower for 10–35 %
// fewer rendered pages a second, and was not kept: docs/benchmarks.md §0o.) So it is on
// only once RSS nears the budget (`favourAbove`), and stays on until RSS is well below it
// (`resumeBelow`), so a load near the budget is not served half in speed mode, whose next
// collection lets the heap grow to twice its size again (the bench's checkout test: 277 MB with
// the mode given up under 72 % of the budget, 271 MB held to 60 %; docs/benchmarks.md §0l).
//
// The flag is read by V8 at each collection, so it can change while the process runs
// (`v8.setFlagsFromString`); Node allows flags to change after start-up for this reason. Its
// command-line form cannot be used: there it also shrinks the young generation to 1 MB, which
// costs the cached pages ~25 % more CPU (docs/benchmarks.md §0l).
import v8 from "node:v8";
import type { Logger } from "../log";

export interface HeapModePolicy {
  /** RSS at which V8 is told to favour memory. */
  favourAboveBytes: number;
  /** RSS under which it goes back to favouring speed (below favourAbove: no flapping). */
  resumeBelowBytes: number;
}

/** The policy for a budget: favour memory from 80 % of it, back to speed under 60 %. */
export function policyFor(budgetBytes: number): HeapModePolicy {
  return {
    favourAboveBytes: Math.round(budgetBytes * 0.8),
    resumeBelowBytes: Math.round(budgetBytes * 0.6),
  };
}

/** The mode as a function of RSS readings, with hysteresis. */
export class HeapModeSwitch {
  favouringMemory = false;
  constructor(private readonly policy: HeapModePolicy) {}

  /** The mode to be in after this reading; `changed` when it differs from the last one. */
  observe(rss: number): { favourMemory: boolean; changed: boolean } {
    const before = this.favouringMemory;
    if (!before && rss >= this.policy.favourAboveBytes) this.favouringMemory = true;
    else if (before && rss < this.policy.resumeBelowBytes) this.favouringMemory = false;
    return { favourMemory: this.favouringMemory, changed: this.favouringMemory !== before };
  }
}

/** Sets V8's "optimize for size" mode for the collections to come. */
export function setFavourMemory(on: boolean): void {
  v8.setFlagsFromString(on ? "--optimize-for-size" : "--no-optimize-for-size");
}

export interface HeapModeWatch {
  stop(): void;
}

/**
 * Reads RSS every `everyMs` (a quarter second by default: under load the heap can grow by tens of
 * megabytes in a second) and switches V8's mode when the policy says so.
 */
export function startHeapMode(
  policy: HeapModePolicy,
  log: Logger,
  opts: { everyMs?: number; set?: (on: boolean) => void; rss?: () => number } = {},
): HeapModeWatch {
  const modes = new HeapModeSwitch(policy);
  const set = opts.set ?? setFavourMemory;
  const rss = opts.rss ?? (() => process.memoryUsage.rss());
  const timer = setInterval(() => {
    const now = rss();
    const { favourMemory, changed } = modes.observe(now);
    if (!changed) return;
    set(favourMemory);
    log.debug({ rssMb: Math.round(now / 2 ** 20), favourMemory }, "heap mode changed");
  }, opts.everyMs ?? 250);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      if (modes.favouringMemory) set(false);
    },
  };
}
