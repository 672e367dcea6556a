// What the order e-mails carry: a snapshot of the order when the event happened, and for the
// shipment e-mails the parcel concerned.
import type { Order } from "../../../domain/contracts/orders";

export interface OrderMailData {
  order: Order;
}

export interface ShipmentMailData extends OrderMailData {
  shipment: { carrier: string; trackingNumber: string; lines: number[]; at: string };
}

export const orderImages = ({ order }: OrderMailData) => order.lines.map((l) => l.image);

export const shipmentImages = ({ order, shipment }: ShipmentMailData) =>
  order.lines.filter((l) => shipment.lines.includes(l.position)).map((l) => l.image);

export const shippedLines = ({ order, shipment }: ShipmentMailData) =>
  order.lines.filter((l) => shipment.lines.includes(l.position));

/**
 * Where this parcel stands in the order: the whole of it, the first of several ('the rest
 * follows'), or the one that completes it. The order is read after the parcel's event, so its
 * shipments include this one; the parcel's own lines are counted too for older snapshots.
 */
export function parcelPart({ order, shipment }: ShipmentMailData): "whole" | "more-to-come" | "last" {
  // Lines cancelled on their own will not follow (decision 126).
  const shipped = new Set([
    ...order.shipments.flatMap((s) => s.lines),
    ...shipment.lines,
    ...(order.cancelledLines?.positions ?? []),
  ]);
  if (order.lines.some((l) => !shipped.has(l.position))) return "more-to-come";
  return shipment.lines.length < order.lines.length ? "last" : "whole";
}
