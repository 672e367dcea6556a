// The staff's steps on a return (docs/behaviour.md §4 Returns): receive it (its units go back to
// stock, once), approve the refund (the amount computed here, paid once) or reject it with a
// reason. Each step is one transaction: the locked return is checked against the rules (409),
// changed, given its event and its e-mail to the customer.
import { eq } from "drizzle-orm";
import { statusAfterStep } from "../../../domain/returns";
import type { SessionUser } from "../../auth/guards";
import { returns } from "../../db/schema";
import type { Services } from "../services";
import { appendReturnEvent, lockForStep, mailStep, staffActor, type LockedReturn } from "./staff-step-core";
import { refundDue } from "./staff-refund-amount";
import { moveReturnedUnits } from "./staff-stock";

const unitsOf = ({ lines }: Pick<LockedReturn, "lines">) =>
  lines.map(({ line, orderLine }) => ({
    productId: orderLine.productId,
    size: orderLine.size,
    color: orderLine.color,
    quantity: line.quantity,
    title: orderLine.title,
  }));

export async function receiveReturn(services: Services, returnId: string, staff: SessionUser) {
  await services.db.transaction(async (tx) => {
    const locked = await lockForStep(tx, returnId, "receive");
    const at = new Date();
    await tx
      .update(returns)
      .set({ status: statusAfterStep(locked.state, "receive"), receivedAt: at })
      .where(eq(returns.id, returnId));
    await moveReturnedUnits(
      tx,
      { orderId: locked.order.id, returnId, staffUserId: staff.id },
      unitsOf(locked),
      1,
    );
    const event = await appendReturnEvent(tx, returnId, "received", staffActor(staff));
    await mailStep(tx, locked, "return-received", event.id);
  });
  services.log.info({ event: "return_received", returnId, by: staff.id }, "return received");
}

export async function refundReturn(services: Services, returnId: string, staff: SessionUser) {
  const amount = await services.db.transaction(async (tx) => {
    const locked = await lockForStep(tx, returnId, "refund");
    // Computed under the order's lock from what earlier refunds of the order already took.
    const cents = (await refundDue(tx, returnId, locked.order)) ?? 0;
    await tx
      .update(returns)
      .set({ status: statusAfterStep(locked.state, "refund"), refundedAt: new Date(), refundedCents: cents })
      .where(eq(returns.id, returnId));
    const event = await appendReturnEvent(tx, returnId, "refunded", staffActor(staff), {
      refundedCents: cents,
    });
    await mailStep(tx, locked, "return-refunded", event.id, { refundCents: cents }, "refund");
    return cents;
  });
  services.log.info({ event: "return_refunded", returnId, cents: amount, by: staff.id }, "return refunded");
}

export async function rejectReturn(services: Services, returnId: string, reason: string, staff: SessionUser) {
  await services.db.transaction(async (tx) => {
    const locked = await lockForStep(tx, returnId, "reject");
    await tx
      .update(returns)
      .set({ status: "rejected", rejectedAt: new Date(), rejectReason: reason })
      .where(eq(returns.id, returnId));
    // Received already: the pieces go back to the customer, so they leave the stock again.
    if (locked.ret.receivedAt)
      await moveReturnedUnits(
        tx,
        { orderId: locked.order.id, returnId, staffUserId: staff.id },
        unitsOf(locked),
        -1,
      );
    const event = await appendReturnEvent(tx, returnId, "rejected", staffActor(staff), { reason });
    await mailStep(tx, locked, "return-rejected", event.id, { reason });
  });
  services.log.info({ event: "return_rejected", returnId, by: staff.id }, "return rejected");
}
