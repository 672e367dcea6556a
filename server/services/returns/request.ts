// A customer's (or a guest's) return request, docs/behaviour.md §4 Returns: the order is locked,
// every rule of domain/returns.ts is checked against what the database holds now, and the
// return, its lines, its first event and the customer's e-mail are written in one transaction —
// or, on a refusal, nothing at all.
import type { ReturnRequestInput, ReturnView } from "../../../domain/contracts/returns";
import { newReturnId, refuseReturnRequest, returnDeadline } from "../../../domain/returns";
import { returnEvents, returnLines, returns } from "../../db/schema";
import { conflict, invalid } from "../errors";
import { enqueueMail } from "../../mail/outbox";
import { mailable, readOrderState } from "../orders/order-events";
import type { Services } from "../../services-type";
import { isReplacementOrder, returnableLines, returnsOfOrder } from "./read";

export async function requestReturn(
  services: Services,
  orderId: string,
  input: Pick<ReturnRequestInput, "lines">,
  actor: "customer" | "guest",
  now: Date = new Date(),
): Promise<ReturnView> {
  const created = await services.db.transaction(async (tx) => {
    // The order's lock: two requests for one order are checked one after the other.
    const found = await readOrderState(tx, orderId, true);
    if (!found) throw conflict("This order cannot be returned.");
    const { order } = found;
    const lines = await returnableLines(tx, order);
    const refused = refuseReturnRequest(lines, input.lines, now, await isReplacementOrder(tx, orderId));
    if (refused?.status === 400) throw invalid(refused.message, { [refused.field]: refused.message });
    if (refused) throw conflict(refused.message);

    const id = newReturnId();
    await tx.insert(returns).values({
      id,
      orderId,
      status: "requested",
      requestedBy: actor,
      requestedAt: now,
      deadlineAt: returnDeadline(now),
    });
    await tx.insert(returnLines).values(
      input.lines.map((l, position) => ({
        returnId: id,
        position,
        orderId,
        orderLinePosition: l.orderLinePosition,
        kind: l.kind,
        quantity: l.quantity,
        reason: l.reason,
        exchangeSize: l.kind === "exchange" ? (l.exchange?.size ?? null) : null,
        exchangeColor: l.kind === "exchange" ? (l.exchange?.color ?? null) : null,
      })),
    );
    await tx.insert(returnEvents).values({ returnId: id, type: "requested", actor, at: now });
    const ret = (await returnsOfOrder(tx, order)).find((r) => r.id === id)!;
    if (mailable(order.email))
      await enqueueMail(tx, {
        to: order.email,
        template: "return-requested",
        data: { order, ret },
        dedupeKey: `return-requested:${id}`,
        thread: order.id,
      });
    return ret;
  });
  services.log.info(
    { event: "return_requested", orderId, returnId: created.id, by: actor },
    "return requested",
  );
  return created;
}
