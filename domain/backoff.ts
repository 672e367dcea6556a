// Growing delays instead of lock-outs: after `free` failures, each further attempt must wait
// `baseMs` doubled per failure since, up to `capMs`, counted from the latest failure. Nobody is
// ever refused outright; an attacker's guesses just become slow.

export interface Backoff {
  /** Failures allowed back to back before any wait. */
  free: number;
  baseMs: number;
  capMs: number;
}

/** How long after the latest of `failures` failures the next attempt may come. */
export function backoffMs(failures: number, { free, baseMs, capMs }: Backoff): number {
  if (failures < free) return 0;
  // 2^31 ms is far past any cap; the exponent is clamped so the number stays finite.
  return Math.min(capMs, baseMs * 2 ** Math.min(failures - free, 31));
}

/** The sign-in refusal, telling how long to wait in words a shopper reads. */
export function tryAgainMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60
      ? `${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}`
      : `${Math.ceil(retryAfterSeconds / 60)} minute${Math.ceil(retryAfterSeconds / 60) === 1 ? "" : "s"}`;
  return `Too many sign-in attempts. Please try again in ${wait}.`;
}
