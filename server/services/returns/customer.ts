// The customer side of returns: a signed-in customer on their own order, or whoever holds the
// order's token (decision 31). Another person's order answers 404, like a missing one.
import type { OrderReturns, ReturnRequestInput, ReturnView } from "../../../domain/contracts/returns";
import { notFound } from "../errors";
import { ownedOrderRow, type Requester } from "../orders/customer-orders";
import { readOrder } from "../orders/order-events";
import type { Services } from "../../services-type";
import { isReplacementOrder, returnableLines, returnableView, returnsOfOrder } from "./read";
import { requestReturn } from "./request";

/** The order's returns and what its lines may still be returned or exchanged for. */
export async function listOrderReturns(
  services: Services,
  orderId: string,
  who: Requester,
  now: Date = new Date(),
): Promise<OrderReturns> {
  await ownedOrderRow(services, orderId, who);
  const order = await readOrder(services.db, orderId);
  if (!order) throw notFound("No such order.");
  const lines = returnableView(
    await returnableLines(services.db, order),
    now,
    await isReplacementOrder(services.db, orderId),
  );
  return {
    returns: await returnsOfOrder(services.db, order),
    lines,
    canRequest: lines.some((l) => l.returnable > 0),
  };
}

export async function requestOwnReturn(
  services: Services,
  orderId: string,
  input: ReturnRequestInput,
  who: Requester,
): Promise<ReturnView> {
  const row = await ownedOrderRow(services, orderId, who);
  const byAccount = row.userId !== null && who.user?.id === row.userId;
  return requestReturn(services, orderId, input, byAccount ? "customer" : "guest");
}
