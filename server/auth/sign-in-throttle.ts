// Failed sign-ins slow further attempts down with growing waits (limits/rules.ts), counted per
// account and address, per account, and per address over distinct accounts. Nobody is locked
// out: an address that has not failed on an account is never slowed by that account's count,
// so an attacker elsewhere cannot keep the owner out. The counts live in the database, so
// every server process slows the same attempt.
//
// An attempt takes its place in the counts before the password is checked, each count under
// its own lock, so a burst of parallel guesses cannot all pass on a count that has not caught
// up yet. Once the answer is known, a success clears the account-and-address failures and gives
// back the attempt's other places; anything that was neither success nor wrong credentials (a
// server error) gives every place back.
import { backoffMs } from "../../domain/backoff";
import type { HitCounter, Spaced } from "../limits/hit-counter";
import { SIGN_IN_BACKOFF, type SignInBackoff } from "../limits/rules";

export interface SignInAttempt {
  /** Failures of this account, counting this one if it fails (for the owner's alert). */
  accountFailures: number;
  succeeded(): Promise<void>;
  /** Neither a success nor a failure: the attempt does not count. */
  discard(): Promise<void>;
}

export type SignInGate = { allowed: true; attempt: SignInAttempt } | { allowed: false; retryAfter: number };

const key = (email: string) => encodeURIComponent(email.toLowerCase());
const pairPrefix = (email: string) => `sign-in:pair:${key(email)}:`;
const accountBucket = (email: string) => `sign-in:account:${key(email)}`;
const addressBucket = (address: string) => `sign-in:address:${address}`;

export class SignInThrottle {
  constructor(
    private readonly counter: HitCounter,
    private readonly rules: SignInBackoff = SIGN_IN_BACKOFF,
    // Read at each call, not bound once: a test that sets the clock sets this one too.
    private readonly now: () => number = () => Date.now(),
  ) {}

  async begin(email: string, address: string): Promise<SignInGate> {
    const at = this.now();
    const { pair: pairRule, account: accountRule, address: addressRule } = this.rules;
    const pair = await this.counter.takeSpaced(
      pairPrefix(email) + address,
      { windowMs: pairRule.windowMs, after: (n) => backoffMs(n, pairRule) },
      at,
    );
    if (!pair.allowed) return pair;
    // Only an address that has already failed on this account waits on the account's count.
    const knownBad = pair.before > 0;
    const account = await this.counter.takeSpaced(
      accountBucket(email),
      { windowMs: accountRule.windowMs, after: (n) => (knownBad ? backoffMs(n, accountRule) : 0) },
      at,
    );
    if (!account.allowed) return this.refuse([pair], account.retryAfter);
    // The address's count is of distinct accounts: only a first failure on this one adds to it.
    const byAddress = await this.counter.takeSpaced(
      addressBucket(address),
      {
        windowMs: addressRule.windowMs,
        after: (n) => (knownBad ? 0 : backoffMs(n, addressRule)),
        record: !knownBad,
      },
      at,
    );
    if (!byAddress.allowed) return this.refuse([pair, account], byAddress.retryAfter);
    return {
      allowed: true,
      attempt: {
        accountFailures: account.before + 1,
        succeeded: async () => {
          await this.counter.clear(pairPrefix(email) + address);
          await account.release();
          await byAddress.release();
        },
        discard: async () => {
          await pair.release();
          await account.release();
          await byAddress.release();
        },
      },
    };
  }

  /** After a completed password reset: the account starts afresh from every address. */
  async clearAccount(email: string): Promise<void> {
    await this.counter.clear(accountBucket(email));
    await this.counter.clearPrefix(pairPrefix(email));
  }

  private async refuse(taken: Extract<Spaced, { allowed: true }>[], retryAfter: number): Promise<SignInGate> {
    for (const t of taken) await t.release();
    return { allowed: false, retryAfter };
  }
}
