// The order tests leave thousands of confirmation e-mails in the outbox, which the server sends
// once the load has passed (100–260 a second per process, docs/benchmarks.md §0r and §0z).
// Lighthouse measures a phone on the same two cores, so it waits for that work to end first; how
// long it took is reported.
import pg from "pg";

export interface MailDrain {
  /** Messages waiting to be sent when the wait began (right after the load tests). */
  pending: number;
  /** From then until none was left, or until the wait gave up. */
  ms: number;
  /** Messages still unsent when the wait ended (0 unless it timed out). */
  left: number;
}

/**
 * Messages the sender will take as soon as it can. One that failed to send waits for its back-off
 * (up to an hour) and is left out, as the bench's mail never fails unless something is wrong.
 */
const UNSENT =
  "select count(*)::int as n from mail_outbox where sent_at is null and failed_at is null and last_error is null";

/** The wait ends early when the count has not gone down for this long (the sender has stopped). */
const STALL_MS = 60_000;

/** Polls the outbox four times a second until it is empty, stalls, or `timeoutMs` has passed. */
export async function untilMailSent(databaseUrl: string, timeoutMs: number): Promise<MailDrain> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const count = async () => (await client.query<{ n: number }>(UNSENT)).rows[0]?.n ?? 0;
    const started = performance.now();
    const pending = await count();
    let left = pending;
    let movedAt = started;
    let finishedAt = started;
    for (;;) {
      const now = performance.now();
      if (left === 0 || now - started >= timeoutMs || now - movedAt >= STALL_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
      const n = await count();
      finishedAt = performance.now();
      if (n < left) movedAt = finishedAt;
      left = n;
    }
    return { pending, ms: finishedAt - started, left };
  } finally {
    await client.end();
  }
}
