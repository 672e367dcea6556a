// Staff cancel the lines of a partly shipped order that will not ship after all (a piece that
// cannot be made, a pre-order that never comes): the rest of the order stands. In one
// transaction, under the order's lock: the 'lines_cancelled' event with what the lines were worth
// and what is not charged for them, their units back in stock, the sales roll-ups without them,
// the order's status (shipped, or delivered, once nothing is left to ship) and the customer's
// e-mail. Before anything has shipped the whole order is cancelled instead (cancel-order.ts).
import { LINE_CANCEL_REFUSALS } from "../../../domain/order-events";
import { grossOf, refundCents } from "../../../domain/return-refund";
import type { SessionUser } from "../../auth/guards";
import { enqueueMail } from "../../mail/outbox";
import type { Services } from "../../services-type";
import { takeLinesOutOfRollups } from "../dashboard/sales-rollups";
import { conflict } from "../errors";
import { paidBackGross } from "../returns/staff-refund-amount";
import { restoreStock } from "../stock/restore";
import { check, staffActor } from "./fulfilment";
import { appendEvent, mailable, readOrder, syncStatus } from "./order-events";

export async function cancelLines(
  services: Services,
  orderId: string,
  input: { lines: number[] },
  staff: SessionUser,
): Promise<void> {
  const positions = [...new Set(input.lines)].sort((a, b) => a - b);
  const cents = await services.db.transaction(async (tx) => {
    const { order } = await check(tx, orderId, { type: "cancel_lines", lines: positions });
    // Nothing was paid for an exchange's replacement (decision 76): there is nothing to take off.
    if (order.replacementFor) throw conflict(LINE_CANCEL_REFUSALS.replacement);
    const lines = order.lines.filter((l) => positions.includes(l.position));
    const grossCents = grossOf(lines);
    // Shared with the refunds of returns: together they never exceed what the order was paid.
    const refund = refundCents(order, await paidBackGross(tx, orderId), lines);
    const event = await appendEvent(tx, orderId, {
      type: "lines_cancelled",
      actor: staffActor(staff),
      data: { lines: positions, grossCents, refundCents: refund },
    });
    await restoreStock(tx, orderId, lines);
    await takeLinesOutOfRollups(
      tx,
      { purchasedAt: new Date(order.purchasedAt), couponCode: order.couponCode },
      lines,
      { grossCents, refundCents: refund },
    );
    const after = (await readOrder(tx, orderId))!;
    await syncStatus(tx, after);
    if (mailable(after.email))
      await enqueueMail(tx, {
        to: after.email,
        template: "order-lines-cancelled",
        data: { order: after, cancelled: { lines: positions, cents: refund } },
        dedupeKey: `order-lines-cancelled:${event.id}`,
        thread: after.id,
      });
    return refund;
  });
  services.log.info(
    { event: "order_lines_cancelled", orderId, lines: positions, cents, by: staff.id },
    "order lines cancelled",
  );
}
