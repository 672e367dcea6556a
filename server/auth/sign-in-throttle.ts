// Failed sign-ins are counted per account and per client address in a sliding window; past the
// limit, sign-in answers 429 until the window passes. In memory: one process owns its counts
// (several processes would each allow the limit — acceptable for a boutique-sized deployment).
export interface ThrottleOptions {
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleOptions = { perAccount: 10, perAddress: 30, windowMs: 15 * 60 * 1000 };

export class SignInThrottle {
  private failures = new Map<string, number[]>();
  constructor(
    private readonly opts: ThrottleOptions = DEFAULT_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const cutoff = this.now() - this.opts.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > cutoff);
    if (kept.length) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  isBlocked(email: string, address: string): boolean {
    return (
      this.recent(`a:${email}`).length >= this.opts.perAccount ||
      this.recent(`ip:${address}`).length >= this.opts.perAddress
    );
  }

  recordFailure(email: string, address: string): void {
    for (const key of [`a:${email}`, `ip:${address}`])
      this.failures.set(key, [...this.recent(key), this.now()]);
  }

  recordSuccess(email: string): void {
    this.failures.delete(`a:${email}`);
  }
}
