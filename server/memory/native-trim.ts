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
}

export const DEFAULT_TRIM_POLICY: TrimPolicy = { growthBytes: 8 * 1024 * 1024 };

/**
 * Trims only after RSS has grown by the policy's step since the last trim: a quiet or steady
 * process is never trimmed twice for nothing, and a trim that releases little (the growth was
 * live data) moves the mark up, so the next one waits for more growth.
 */
export class TrimSchedule {
  private mark: number | null = null;
  constructor(private readonly policy: TrimPolicy = DEFAULT_TRIM_POLICY) {}

  due(rss: number): boolean {
    return this.mark === null || rss >= this.mark + this.policy.growthBytes;
  }

  /** Records the RSS measured right after a trim. */
  trimmed(rssAfter: number): void {
    this.mark = rssAfter;
  }
}

export interface NativeTrimmer {
  stop(): void;
}

/**
 * Checks RSS every `everyMs` (a read of /proc/self/stat, a few microseconds) and trims when the
 * schedule says so. A trim walks malloc's free lists while holding its lock: ~1–3 ms on the
 * main thread for a heap of ~150 MB, measured.
 */
export function startNativeTrim(
  trim: MallocTrim,
  log: Logger,
  opts: { everyMs?: number; policy?: TrimPolicy } = {},
): NativeTrimmer {
  const schedule = new TrimSchedule(opts.policy);
  const timer = setInterval(() => {
    const before = process.memoryUsage.rss();
    if (!schedule.due(before)) return;
    const t0 = performance.now();
    trim();
    const after = process.memoryUsage.rss();
    schedule.trimmed(after);
    log.debug(
      { rssBeforeMb: mb(before), rssAfterMb: mb(after), ms: +(performance.now() - t0).toFixed(2) },
      "native memory trimmed",
    );
  }, opts.everyMs ?? 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
