// Delivers the outbox. Each process runs one sender; they share the table safely: a claim is a
// single UPDATE over rows picked `for update skip locked`, which also pushes the rows' due time
// forward by a lease, so no other process takes them while this one sends. A failure schedules a
// retry with exponential back-off; a process killed mid-send leaves its rows to be claimed again
// when the lease ends (at-least-once, and exactly once in every other case).
import { and, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rows } from "../db/rows";
import { mailOutbox } from "../db/schema";
import type { Logger } from "../log";
import type { Mailer } from "./mailer";
import { MAIL_CHANNEL } from "./outbox";
import { renderMail, type RenderDeps } from "./render";
import { isTemplateName } from "./templates/registry";

export interface SenderOptions {
  /** Rows claimed per round trip. */
  batch?: number;
  /** How long a claimed row is left alone by the other senders. */
  leaseMs?: number;
  /** How often due retries are looked for (new messages wake the sender at once). */
  pollMs?: number;
  /** Delay before attempt n + 1 after n failures. */
  backoffMs?: (failures: number) => number;
  maxAttempts?: number;
  /** Sent messages are deleted after this long. */
  keepSentMs?: number;
  /**
   * True while the process is answering requests. Rendering and encoding a message costs more CPU
   * than placing the order (docs/benchmarks.md §0r), all of it on the event loop the shoppers'
   * requests share: while busy, messages go out at most one per `busyIntervalMs`, the rest once
   * the process is quiet (or through another process's sender) — but a message that has waited
   * `maxHoldMs` since it was written goes at once, so a burst delays a password reset behind the
   * orders' confirmations by that much at most, however long the load lasts.
   */
  busy?: () => boolean;
  busyIntervalMs?: number;
  maxHoldMs?: number;
  /** The clock and the wait (tests replace both to see the waits without taking them). */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export interface DrainResult {
  sent: number;
  failed: number;
}

export interface OutboxSender {
  /** Polls, and listens for new messages, until stop(). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Sends every message due now; resolves when none is left (used by tests and start-up). */
  drain(): Promise<DrainResult>;
}

const MINUTE = 60_000;
/** How often a held message looks again whether the process has gone quiet. */
const PACE_STEP_MS = 50;
const DAY = 24 * 60 * MINUTE;

/** 30 s, 1 min, 2 min … capped at one hour, ±20 % so retries from many rows spread out. */
export function defaultBackoff(failures: number): number {
  const base = Math.min(30_000 * 2 ** Math.max(0, failures - 1), 60 * MINUTE);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

interface ClaimedRow {
  id: number;
  template: string;
  recipient: string;
  data: Record<string, unknown>;
  attempts: number;
  /** When the message was written (a Date, or its text from a raw row: read with new Date()). */
  createdAt: Date | string;
}

/** Tries of a message during which the later messages of its thread wait for it. */
export const THREAD_HOLD_ATTEMPTS = 3;

export function createOutboxSender(deps: {
  database: Database;
  mailer: Mailer;
  render: RenderDeps;
  log: Logger;
  options?: SenderOptions;
}): OutboxSender {
  const { database, mailer, log } = deps;
  const db = database.db;
  const o = deps.options ?? {};
  const batch = o.batch ?? 10;
  const leaseMs = o.leaseMs ?? 5 * MINUTE;
  const pollMs = o.pollMs ?? 15_000;
  const backoff = o.backoffMs ?? defaultBackoff;
  // 24 attempts at up to an hour apart: about a day of mail-server outage before giving up.
  const maxAttempts = o.maxAttempts ?? 24;
  const keepSentMs = o.keepSentMs ?? 30 * DAY;
  const busyIntervalMs = o.busyIntervalMs ?? 250;
  const maxHoldMs = o.maxHoldMs ?? 30_000;
  const now = o.now ?? Date.now;
  const sleep = o.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  let timer: NodeJS.Timeout | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  let running: Promise<DrainResult> | null = null;
  let again = false;
  let lastPurge = 0;
  let lastDelivery = Number.NEGATIVE_INFINITY;

  /**
   * While requests are being answered, one message per busyIntervalMs at most; looked at again
   * every PACE_STEP_MS, so the message goes as soon as the process is quiet or it has waited
   * maxHoldMs since it was written.
   */
  async function pace(row: ClaimedRow): Promise<void> {
    for (;;) {
      if (!o.busy?.()) return;
      const t = now();
      if (t - new Date(row.createdAt).getTime() >= maxHoldMs) return;
      const wait = lastDelivery + busyIntervalMs - t;
      if (wait <= 0) return;
      await sleep(Math.min(wait, PACE_STEP_MS));
    }
  }

  async function claim(): Promise<ClaimedRow[]> {
    return rows<ClaimedRow>(
      db,
      sql`update ${mailOutbox}
          set attempts = attempts + 1,
              next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
          where id in (
            select id from ${mailOutbox} due
            where sent_at is null and failed_at is null and next_attempt_at <= now()
              -- A message waits while an earlier one about the same order is unsent, wherever
              -- it is (claimed by another process, or waiting to be tried again), for that
              -- one's first tries only: one the mail server keeps refusing holds the rest of
              -- its order's messages minutes, not the day its retries can take.
              and (thread is null or not exists (
                select 1 from ${mailOutbox} earlier
                where earlier.thread = due.thread and earlier.id < due.id
                  and earlier.sent_at is null and earlier.failed_at is null
                  and earlier.attempts < ${THREAD_HOLD_ATTEMPTS}))
            order by next_attempt_at, id
            limit ${batch}
            for update skip locked)
          returning id, template, recipient, data, attempts, created_at as "createdAt"`,
    );
  }

  /** Each outcome is written only if the row is still this claim's (same attempt count). */
  const mine = (row: ClaimedRow) => and(eq(mailOutbox.id, row.id), eq(mailOutbox.attempts, row.attempts));

  /** Tried again later with the backoff, or given up after `maxAttempts` (about a day). */
  async function later(row: ClaimedRow, error: string): Promise<"failed" | "retry"> {
    const giveUp = row.attempts >= maxAttempts;
    await db
      .update(mailOutbox)
      .set({
        lastError: error,
        ...(giveUp
          ? { failedAt: new Date() }
          : { nextAttemptAt: new Date(Date.now() + backoff(row.attempts)) }),
      })
      .where(mine(row));
    log.warn({ mailId: row.id, attempts: row.attempts, giveUp, err: error }, "mail not sent");
    return giveUp ? "failed" : "retry";
  }

  async function deliver(row: ClaimedRow): Promise<"sent" | "failed" | "retry"> {
    // Written by a newer build during a rolling deploy (a template this one does not have): a
    // process running that build sends it, so it waits instead of failing for good.
    if (!isTemplateName(row.template)) return later(row, `template '${row.template}' is not in this build`);
    let message;
    try {
      message = await renderMail(row.template, row.data, deps.render);
    } catch (err) {
      // A message that cannot be rendered never will be: no retry.
      await db
        .update(mailOutbox)
        .set({ failedAt: new Date(), lastError: `render: ${errorText(err)}` })
        .where(mine(row));
      log.error({ mailId: row.id, template: row.template, err }, "mail could not be rendered");
      return "failed";
    }
    try {
      await mailer.send({ to: row.recipient, ...message.mail });
    } catch (err) {
      return later(row, errorText(err));
    }
    await db
      .update(mailOutbox)
      .set({ sentAt: new Date(), lastError: null, ...(message.secret ? { data: {} } : {}) })
      .where(mine(row));
    log.info({ mailId: row.id, template: row.template }, "mail sent");
    return "sent";
  }

  async function purge(): Promise<void> {
    if (Date.now() - lastPurge < 60 * MINUTE) return;
    lastPurge = Date.now();
    await db
      .delete(mailOutbox)
      .where(and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, new Date(Date.now() - keepSentMs))));
  }

  async function drainOnce(): Promise<DrainResult> {
    const result = { sent: 0, failed: 0 };
    for (;;) {
      const claimed = await claim();
      if (claimed.length === 0) break;
      const settledBefore = result.sent + result.failed;
      for (const row of claimed) {
        await pace(row);
        const outcome = await deliver(row);
        lastDelivery = now();
        if (outcome === "sent") result.sent++;
        else if (outcome === "failed") result.failed++;
      }
      // A round that settled nothing (the mail server is down) waits for the back-off. One that
      // sent or gave up on something looks again: a message of its thread may have waited for it.
      if (claimed.length < batch && result.sent + result.failed === settledBefore) break;
    }
    await purge();
    return result;
  }

  /** One drain at a time per process; a wake-up during it runs one more round after. */
  function drain(): Promise<DrainResult> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      const total = { sent: 0, failed: 0 };
      do {
        again = false;
        const r = await drainOnce();
        total.sent += r.sent;
        total.failed += r.failed;
      } while (again);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const drainQuietly = () => {
    drain().catch((err: unknown) => log.warn({ err: errorText(err) }, "outbox drain failed"));
  };

  return {
    drain,
    start: async () => {
      if (timer) return;
      // Listening again after a lost connection: whatever was written meanwhile goes now.
      unlisten = await database.listen(MAIL_CHANNEL, drainQuietly, { onResync: drainQuietly });
      timer = setInterval(drainQuietly, pollMs);
      timer.unref();
      drainQuietly();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await unlisten?.();
      unlisten = null;
      await running?.catch(() => undefined);
    },
  };
}

function errorText(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 500);
}
