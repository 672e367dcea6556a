// Counted requests for throttles and rate limits, kept in the database so that every server
// process on one PostgreSQL sees the same counts: N processes refuse exactly as one would.
// Policies (how many, per what, what happens when refused) live with their callers and in
// ./rules.ts; this file only counts.
import { and, desc, eq, gt, like, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateHits } from "../db/schema";

/** At most `limit` hits per bucket within any `windowMs` (a sliding window). */
export interface Allowance {
  limit: number;
  windowMs: number;
}

/**
 * A counted hit, which `release` takes back out (a request that turned out not to count), or a
 * refusal with the whole seconds until the oldest counted hit leaves the window (at least 1).
 */
export type Taken = { allowed: true; release(): Promise<void> } | { allowed: false; retryAfter: number };

/** Hits spaced out rather than capped: how far after the latest hit the next may come. */
export interface Spacing {
  windowMs: number;
  /** The wait after the latest hit, given how many hits the window holds. */
  after: (count: number) => number;
  /** False: only check, count nothing (the caller's attempt is counted elsewhere). */
  record?: boolean;
}

/** A spaced hit: allowed with how many hits were already in the window, or the wait. */
export type Spaced =
  { allowed: true; before: number; release(): Promise<void> } | { allowed: false; retryAfter: number };

export interface HitCounter {
  /**
   * Counts one hit in the bucket if it has room inside the window; otherwise counts nothing and
   * says how long to wait. Check and count are one step under a per-bucket lock, so concurrent
   * requests on any number of processes cannot all slip through on a stale count.
   * A bucket must always be taken with the same allowance.
   */
  take(bucket: string, allowance: Allowance, now?: number): Promise<Taken>;
  /**
   * Like take, but the limit is a growing wait after the latest hit instead of a ceiling
   * (sign-in back-off). Check and count are one step under the same per-bucket lock.
   */
  takeSpaced(bucket: string, spacing: Spacing, now?: number): Promise<Spaced>;
  /** Forgets every hit in the bucket (an account's failures after a successful sign-in). */
  clear(bucket: string): Promise<void>;
  /** Forgets every bucket whose name starts with `prefix` (an account's failures from all addresses). */
  clearPrefix(prefix: string): Promise<void>;
}

const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, "\\$&")}%`;

/** Rows older than this are swept whatever their bucket (longer than any allowance's window). */
const KEEP_MS = 24 * 60 * 60_000;
/** One sweep of abandoned buckets every this many takes, on whichever process reaches it. */
const SWEEP_EVERY = 500;

export function createHitCounter(db: Db): HitCounter {
  let takes = 0;

  async function sweep(now: number) {
    await db.delete(rateHits).where(lt(rateHits.atMs, now - KEEP_MS));
  }

  return {
    async take(bucket, { limit, windowMs }, now = Date.now()) {
      if (++takes % SWEEP_EVERY === 0) await sweep(now);
      const outcome = await db.transaction(
        async (tx): Promise<{ wait: number } | { id: number | undefined }> => {
          // Serialises takes of one bucket across connections and processes until commit.
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${bucket}, 0))`);
          await tx
            .delete(rateHits)
            .where(and(eq(rateHits.bucket, bucket), lte(rateHits.atMs, now - windowMs)));
          const recent = await tx
            .select({ atMs: rateHits.atMs })
            .from(rateHits)
            .where(eq(rateHits.bucket, bucket))
            .orderBy(desc(rateHits.atMs))
            .limit(limit);
          const freeing = recent[limit - 1];
          if (freeing) return { wait: freeing.atMs + windowMs - now };
          const [row] = await tx
            .insert(rateHits)
            .values({ bucket, atMs: now })
            .returning({ id: rateHits.id });
          return { id: row?.id };
        },
      );
      if ("wait" in outcome)
        return { allowed: false, retryAfter: Math.max(1, Math.ceil(outcome.wait / 1000)) };
      const { id } = outcome;
      return {
        allowed: true,
        release: async () => {
          if (id !== undefined) await db.delete(rateHits).where(eq(rateHits.id, id));
        },
      };
    },
    async takeSpaced(bucket, { windowMs, after, record = true }, now = Date.now()) {
      if (++takes % SWEEP_EVERY === 0) await sweep(now);
      const outcome = await db.transaction(
        async (tx): Promise<{ wait: number } | { id: number | undefined; before: number }> => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${bucket}, 0))`);
          const [stats] = await tx
            .select({ count: sql<number>`count(*)::int`, latest: sql<string | null>`max(${rateHits.atMs})` })
            .from(rateHits)
            .where(and(eq(rateHits.bucket, bucket), gt(rateHits.atMs, now - windowMs)));
          const count = stats?.count ?? 0;
          const latest = stats?.latest === null || stats?.latest === undefined ? null : Number(stats.latest);
          // No spacing asked (an address with no failure on the account): never a wait, though
          // another attempt, timed a moment later, may have taken the lock first. A wait is never
          // longer than the spacing itself, whatever another process's clock wrote.
          const spacing = after(count);
          const wait = latest === null || spacing <= 0 ? 0 : Math.min(latest, now) + spacing - now;
          if (wait > 0) return { wait };
          if (!record) return { id: undefined, before: count };
          const [row] = await tx
            .insert(rateHits)
            .values({ bucket, atMs: now })
            .returning({ id: rateHits.id });
          return { id: row?.id, before: count };
        },
      );
      if ("wait" in outcome)
        return { allowed: false, retryAfter: Math.max(1, Math.ceil(outcome.wait / 1000)) };
      const { id, before } = outcome;
      return {
        allowed: true,
        before,
        release: async () => {
          if (id !== undefined) await db.delete(rateHits).where(eq(rateHits.id, id));
        },
      };
    },
    async clear(bucket) {
      await db.delete(rateHits).where(eq(rateHits.bucket, bucket));
    },
    async clearPrefix(prefix) {
      await db.delete(rateHits).where(like(rateHits.bucket, likePrefix(prefix)));
    },
  };
}
