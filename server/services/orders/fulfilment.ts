// Staff fulfilment: ship lines (a parcel, with carrier and tracking number; several parcels per
// order allowed) and mark a parcel delivered. Each step locks the order row, replays its events,
// refuses a step backwards (a conflict), appends the event and writes the customer's e-mail, all in one
// transaction.
import { refuseStep, type OrderStep } from "../../../domain/order-events";
import type { Order } from "../../../domain/contracts/orders";
import type { SessionUser } from "../../auth/guards";
import { conflict, notFound } from "../errors";
import { enqueueMail } from "../../mail/outbox";
import { mailReplacementStep, returnReplacedBy } from "../returns/staff-replacement-mail";
import type { Services } from "../../services-type";
import { appendEvent, mailable, readOrder, readOrderState, syncStatus } from "./order-events";

export interface ShipInput {
  carrier: string;
  trackingNumber: string;
  lines: number[];
}

type Tx = Parameters<Parameters<Services["db"]["transaction"]>[0]>[0];

export const staffActor = (staff: SessionUser) => `staff:${staff.email}`;

export async function shipLines(services: Services, orderId: string, input: ShipInput, staff: SessionUser) {
  const lines = [...new Set(input.lines)].sort((a, b) => a - b);
  await services.db.transaction(async (tx) => {
    await check(tx, orderId, { type: "ship", lines });
    const event = await appendEvent(tx, orderId, {
      type: "shipped",
      actor: staffActor(staff),
      data: { carrier: input.carrier, trackingNumber: input.trackingNumber, lines },
    });
    const order = (await readOrder(tx, orderId))!;
    await syncStatus(tx, order);
    await mailParcelStep(tx, order, event, { ...input, lines }, "shipped");
  });
  services.log.info({ event: "order_shipped", orderId, lines, by: staff.id }, "order lines shipped");
}

export async function markDelivered(
  services: Services,
  orderId: string,
  shipmentId: number,
  staff: SessionUser,
) {
  await services.db.transaction(async (tx) => {
    await check(tx, orderId, { type: "deliver", shipment: shipmentId });
    const event = await appendEvent(tx, orderId, {
      type: "delivered",
      actor: staffActor(staff),
      data: { shipment: shipmentId },
    });
    const order = (await readOrder(tx, orderId))!;
    await syncStatus(tx, order);
    const parcel = order.shipments.find((s) => s.id === shipmentId)!;
    await mailParcelStep(tx, order, event, parcel, "delivered");
  });
  services.log.info({ event: "order_delivered", orderId, shipmentId, by: staff.id }, "shipment delivered");
}

/**
 * The customer's e-mail of a parcel's step, in the step's transaction. An exchange's replacement
 * tells of the exchange, not of a purchase (docs/behaviour.md §4 Returns).
 */
async function mailParcelStep(
  tx: Tx,
  order: Order,
  event: { id: number; at: Date },
  parcel: ShipInput,
  step: "shipped" | "delivered",
): Promise<void> {
  const { carrier, trackingNumber, lines } = parcel;
  const at = event.at.toISOString();
  const replaced = await returnReplacedBy(tx, order.id);
  if (replaced)
    await mailReplacementStep(
      tx,
      replaced,
      { template: step === "shipped" ? "exchange-shipped" : "exchange-delivered", eventId: event.id },
      { carrier, trackingNumber, at },
    );
  else if (mailable(order.email))
    await enqueueMail(tx, {
      to: order.email,
      template: step === "shipped" ? "order-shipped" : "order-delivered",
      data: { order, shipment: { carrier, trackingNumber, lines, at } },
      dedupeKey: `order-${step}:${event.id}`,
      thread: order.id,
    });
}

/** Locks the order and refuses a step its events do not allow (a conflict), or a missing order (not found). */
export async function check(tx: Tx, orderId: string, next: OrderStep) {
  const found = await readOrderState(tx, orderId, true);
  if (!found) throw notFound("No such order.");
  const refused = refuseStep(found.state, next);
  if (refused) throw conflict(refused);
  return found;
}
