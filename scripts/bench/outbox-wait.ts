// The order tests leave thousands of confirmation e-mails in the outbox, which the server sends
// after the load (~100 a second per process, docs/benchmarks.md §0r). Lighthouse measures a phone
// on the same two cores, so it waits for that work to end first; how long it took is reported.
import pg from "pg";

export interface MailDrain {
  /** Messages not yet sent (nor given up) when the wait began. */
  pending: number;
  /** From then until none was left, or until the wait gave up. */
  ms: number;
  /** Messages still unsent when the wait ended (0 unless it timed out). */
  left: number;
}

const UNSENT = "select count(*)::int as n from mail_outbox where sent_at is null and failed_at is null";

/** Polls the outbox every second until it is empty or `timeoutMs` has passed. */
export async function untilMailSent(databaseUrl: string, timeoutMs: number): Promise<MailDrain> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const count = async () => ((await client.query<{ n: number }>(UNSENT)).rows[0]?.n ?? 0);
    const started = performance.now();
    const pending = await count();
    let left = pending;
    while (left > 0 && performance.now() - started < timeoutMs) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      left = await count();
    }
    return { pending, ms: performance.now() - started, left };
  } finally {
    await client.end();
  }
}
