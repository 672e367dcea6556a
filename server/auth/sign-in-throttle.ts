// Failed sign-ins are counted per account and per client address (limits in limits/rules.ts);
// past either limit, sign-in answers 429 until the window passes. The counts live in the
// database, so every server process refuses the same attempt.
//
// An attempt takes its place in both counts before the password is checked, so a burst of
// parallel guesses cannot all pass on a count that has not caught up yet. Once the answer is
// known, a success clears the account's failures and gives the address its place back; anything
// that was neither success nor wrong credentials (a server error) gives both back.
import type { HitCounter } from "../limits/hit-counter";
import { SIGN_IN_FAILURES } from "../limits/rules";

export interface SignInAttempt {
  succeeded(): Promise<void>;
  /** Neither a success nor a failure: the attempt does not count. */
  discard(): Promise<void>;
}

export class SignInThrottle {
  constructor(
    private readonly counter: HitCounter,
    private readonly limits = SIGN_IN_FAILURES,
    private readonly now: () => number = Date.now,
  ) {}

  /** The attempt, counted as a failure unless settled otherwise; null when refused. */
  async begin(email: string, address: string): Promise<SignInAttempt | null> {
    const at = this.now();
    const accountBucket = `sign-in:account:${email}`;
    const account = await this.counter.take(accountBucket, this.limits.perAccount, at);
    if (!account.allowed) return null;
    const byAddress = await this.counter.take(`sign-in:address:${address}`, this.limits.perAddress, at);
    if (!byAddress.allowed) {
      await account.release();
      return null;
    }
    return {
      succeeded: async () => {
        await this.counter.clear(accountBucket);
        await byAddress.release();
      },
      discard: async () => {
        await account.release();
        await byAddress.release();
      },
    };
  }
}
