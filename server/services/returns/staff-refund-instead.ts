// 'Refund Instead' (docs/behaviour.md §4 Returns): a received exchange whose replacement will not
// be sent — the variant asked for sold out meanwhile, or the customer would rather have the money —
// is settled with a refund. In one transaction its exchange lines become refund lines (the variant
// asked for is kept in the event), and everything of the return not yet paid back is refunded. The
// returned units are in stock since the parcel was received and no replacement was reserved, so
// stock does not move.
import { and, eq } from "drizzle-orm";
import { statusAfterStep } from "../../../domain/returns";
import type { SessionUser } from "../../auth/guards";
import { returnLines, returns } from "../../db/schema";
import type { Services } from "../../services-type";
import { refundInsteadDue } from "./staff-refund-amount";
import { appendReturnEvent, lockForStep, mailStep, staffActor } from "./staff-step-core";

export async function refundInstead(services: Services, returnId: string, staff: SessionUser) {
  const amount = await services.db.transaction(async (tx) => {
    const locked = await lockForStep(tx, returnId, "refund-instead");
    const { ret } = locked;
    const refunded = ret.refundedAt !== null;
    const cents = (await refundInsteadDue(tx, returnId, locked.order, refunded)) ?? 0;
    const exchanged = locked.lines.filter((l) => l.line.kind === "exchange");
    await tx
      .update(returnLines)
      .set({ kind: "refund", exchangeSize: null, exchangeColor: null })
      .where(and(eq(returnLines.returnId, returnId), eq(returnLines.kind, "exchange")));
    await tx
      .update(returns)
      .set({
        status: statusAfterStep(locked.state, "refund-instead"),
        refundedAt: ret.refundedAt ?? new Date(),
        refundedCents: ret.refundedCents + cents,
      })
      .where(eq(returns.id, returnId));
    const event = await appendReturnEvent(tx, returnId, "refunded", staffActor(staff), {
      refundedCents: cents,
      insteadOfExchange: exchanged.map(({ line }) => ({
        position: line.position,
        size: line.exchangeSize!,
        color: line.exchangeColor!,
      })),
    });
    // The e-mail lists what this refund pays for: the pieces sent for an exchange, with the
    // return's refund lines when they are paid now too.
    await mailStep(
      tx,
      locked,
      "return-refunded",
      event.id,
      { refundCents: cents, insteadOfExchange: true },
      refunded ? "exchange" : undefined,
    );
    return cents;
  });
  services.log.info(
    { event: "return_refunded_instead", returnId, cents: amount, by: staff.id },
    "exchange refunded instead",
  );
}
