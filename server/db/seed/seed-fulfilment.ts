// The history a seeded order would have by now: placed; cancelled a day later, or shipped after
// five days (one parcel) and delivered four days after that, as far as `now` has reached.
// The orders' status column is set to match, as the services keep it.
import { CARRIERS, type CarrierCode } from "../../../domain/carriers";
import { foldOrder, type OrderEvent } from "../../../domain/order-events";
import type { Db } from "../client";
import { orderEvents } from "../schema";

const DAY = 24 * 60 * 60 * 1000;
const CARRIER_CODES = Object.keys(CARRIERS) as CarrierCode[];

export interface SeededOrder {
  id: string;
  purchasedAt: Date;
  userId?: string | null;
  status?: string;
  cancelledAt?: Date | null;
  cancelledBy?: string | null;
}

type EventRow = typeof orderEvents.$inferInsert;

/** Events for one order; mutates `order.status` to what they fold to. */
export function historyOf(order: SeededOrder, positions: number[], now: number, serial: number): EventRow[] {
  const at = (days: number) => new Date(order.purchasedAt.getTime() + days * DAY);
  const rows: EventRow[] = [
    { orderId: order.id, type: "placed", at: order.purchasedAt, actor: order.userId ? "customer" : "guest" },
  ];
  if (order.cancelledAt) {
    rows.push({
      orderId: order.id,
      type: "cancelled",
      at: order.cancelledAt,
      actor: order.cancelledBy ?? "guest",
    });
  } else if (at(5).getTime() <= now) {
    const carrier = CARRIER_CODES[serial % CARRIER_CODES.length]!;
    const trackingNumber = `${carrier.toUpperCase().slice(0, 2)}${String(100_000_000 + serial * 7919).padStart(12, "0")}`;
    rows.push({
      orderId: order.id,
      type: "shipped",
      at: at(5),
      actor: "staff:admin@atelier.example",
      data: { carrier, trackingNumber, lines: positions },
    });
  }
  const withIds: OrderEvent[] = rows.map(
    (r, i) => ({ ...r, id: i + 1, at: r.at!.toISOString() }) as OrderEvent,
  );
  // Delivery refers to the parcel by its event id, known only once inserted: see seedFulfilment.
  order.status = foldOrder(withIds, positions).status;
  if (order.status === "shipped" && at(9).getTime() <= now) order.status = "delivered";
  return rows;
}

/** Inserts the events; a delivery is added for each order `historyOf` marked delivered. */
export async function seedFulfilment(
  tx: Pick<Db, "insert">,
  orders: SeededOrder[],
  histories: EventRow[][],
): Promise<void> {
  const flat = histories.flat();
  const inserted: { id: number; orderId: string; type: string; at: Date }[] = [];
  for (let i = 0; i < flat.length; i += 500)
    inserted.push(
      ...(await tx
        .insert(orderEvents)
        .values(flat.slice(i, i + 500))
        .returning({
          id: orderEvents.id,
          orderId: orderEvents.orderId,
          type: orderEvents.type,
          at: orderEvents.at,
        })),
    );
  const delivered = new Set(orders.filter((o) => o.status === "delivered").map((o) => o.id));
  const deliveries = inserted
    .filter((e) => e.type === "shipped" && delivered.has(e.orderId))
    .map((e) => ({
      orderId: e.orderId,
      type: "delivered",
      at: new Date(e.at.getTime() + 4 * DAY),
      actor: "staff:admin@atelier.example",
      data: { shipment: e.id },
    }));
  for (let i = 0; i < deliveries.length; i += 500)
    await tx.insert(orderEvents).values(deliveries.slice(i, i + 500));
}
