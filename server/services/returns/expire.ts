// A return whose parcel has not arrived 14 days after the request expires (docs/behaviour.md §4
// Returns). Every server process runs the sweep; it is one UPDATE … WHERE status = 'requested'
// AND deadline_at < now() RETURNING, so a return expires once, in whichever process gets it
// first: the row lock makes the other UPDATE re-check its WHERE and skip the row. The event and
// the e-mail are written in the same transaction.
import { and, eq, inArray, lt } from "drizzle-orm";
import { returnEvents, returns } from "../../db/schema";
import { enqueueMail } from "../../mail/outbox";
import { mailable, readOrder } from "../orders/order-events";
import type { Services } from "../../services-type";
import { toReturnViews } from "./read";

/** Expires every overdue request; returns the numbers expired by this call. */
export async function expireOverdueReturns(services: Services, now: Date = new Date()): Promise<string[]> {
  const expired = await services.db.transaction(async (tx) => {
    const rows = await tx
      .update(returns)
      .set({ status: "expired", expiredAt: now })
      .where(
        and(
          eq(returns.status, "requested"),
          lt(returns.deadlineAt, now),
          // A bounded batch per transaction; the next round takes the rest.
          inArray(
            returns.id,
            tx
              .select({ id: returns.id })
              .from(returns)
              .where(and(eq(returns.status, "requested"), lt(returns.deadlineAt, now)))
              .orderBy(returns.deadlineAt)
              .limit(100),
          ),
        ),
      )
      .returning();
    if (rows.length === 0) return [];
    await tx
      .insert(returnEvents)
      .values(rows.map((r) => ({ returnId: r.id, type: "expired", actor: "system", at: now })));
    for (const row of rows) {
      const order = await readOrder(tx, row.orderId);
      if (!order || !mailable(order.email)) continue;
      const [ret] = await toReturnViews(tx, [row], new Map([[order.id, order]]));
      await enqueueMail(tx, {
        to: order.email,
        template: "return-expired",
        data: { order, ret: ret! },
        dedupeKey: `return-expired:${row.id}`,
        thread: order.id,
      });
    }
    return rows.map((r) => r.id);
  });
  if (expired.length)
    services.log.info({ event: "returns_expired", returns: expired }, "overdue returns expired");
  return expired;
}

/** Runs the sweep now and then every `everyMs` until the returned stop() (main.ts, dev.ts). */
export function startReturnExpiry(services: Services, everyMs = 10 * 60_000): () => void {
  let busy = false;
  const run = () => {
    if (busy) return;
    busy = true;
    expireOverdueReturns(services)
      .catch((err: unknown) => services.log.warn({ err: String(err) }, "return expiry sweep failed"))
      .finally(() => {
        busy = false;
      });
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  run();
  return () => clearInterval(timer);
}
