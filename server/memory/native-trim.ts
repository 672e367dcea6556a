// Gives memory freed by native code back to the system (decision 93).
//
// Node allocates ArrayBuffers, socket reads, zlib state and V8's compiler zones with glibc's
// malloc. glibc returns freed memory only from the top of its heap: a free region below a live
// allocation stays in the process's RSS for good. Under load that was most of the native heap:
// at 100k products after the shop's load tests, malloc held 148 MB of which 84 MB was in use,
// and `malloc_trim(0)` (which releases every free page, not only the top) took RSS from 331 to
// 249 MB. glibc has no setting that does this by itself (an mmap threshold only moves large
// blocks), so the server calls it: through koffi, a maintained FFI with prebuilt binaries, on
// Linux with glibc; elsewhere (musl, macOS) this is a no-op.
import type { Logger } from "../log";

export type MallocTrim = () => boolean;

/** glibc's malloc_trim(0), or null where there is no glibc (or no FFI binary for the platform). */
export async function loadMallocTrim(): Promise<MallocTrim | null> {
  if (process.platform !== "linux") return null;
  try {
    const koffi = (await import("koffi")).default;
    const libc = koffi.load("libc.so.6");
    const trim = libc.func("int malloc_trim(size_t pad)") as (pad: number) => number;
    return () => trim(0) === 1;
  } catch {
    return null;
  }
}

export interface TrimPolicy {
  /** RSS growth since the last trim that calls for another one. */
  growthBytes: number;
  /**
   * ArrayBuffer bytes freed since the last trim (their highest since, less now) that call for
   * another one: a collection that frees buffers leaves their memory inside malloc's heap, and
   * RSS does not grow to say so.
   */
  freedBytes: number;
}

export const DEFAULT_TRIM_POLICY: TrimPolicy = { growthBytes: 8 * 1024 * 1024, freedBytes: 8 * 1024 * 1024 };

/**
 * Trims after RSS has grown by the policy's step since the last trim, or once ArrayBuffers worth
 * the other step have been freed: a quiet or steady process is never trimmed twice for nothing,
 * and a trim that releases little (the growth was live data) moves the mark up, so the next one
 * waits for more growth.
 */
export class TrimSchedule {
  private mark: number | null = null;
  /** The most ArrayBuffer bytes seen since the last trim. */
  private buffersHigh = 0;
  constructor(private readonly policy: TrimPolicy = DEFAULT_TRIM_POLICY) {}

  due(rss: number, buffers = 0): boolean {
    this.buffersHigh = Math.max(this.buffersHigh, buffers);
    return (
      this.mark === null ||
      rss >= this.mark + this.policy.growthBytes ||
      this.buffersHigh - buffers >= this.policy.freedBytes
    );
  }

  /** Records the RSS and ArrayBuffer bytes measured right after a trim. */
  trimmed(rssAfter: number, buffersAfter = 0): void {
    this.mark = rssAfter;
    this.buffersHigh = buffersAfter;
  }
}

export interface NativeTrimmer {
  stop(): void;
}

/**
 * Checks RSS and the ArrayBuffers' bytes every `everyMs` and trims when the schedule says so. A trim walks malloc's free lists while holding its lock: ~1–3 ms on the
 * main thread for a heap of ~150 MB, measured.
 */
export function startNativeTrim(
  trim: MallocTrim,
  log: Logger,
  opts: { everyMs?: number; policy?: TrimPolicy } = {},
): NativeTrimmer {
  const schedule = new TrimSchedule(opts.policy);
  const timer = setInterval(() => {
    // memoryUsage() reads V8's heap statistics too: tens of microseconds, once a second.
    const { rss: before, arrayBuffers } = process.memoryUsage();
    if (!schedule.due(before, arrayBuffers)) return;
    const t0 = performance.now();
    trim();
    const after = process.memoryUsage.rss();
    schedule.trimmed(after, arrayBuffers);
    log.debug(
      { rssBeforeMb: mb(before), rssAfterMb: mb(after), ms: +(performance.now() - t0).toFixed(2) },
      "native memory trimmed",
    );
  }, opts.everyMs ?? 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
