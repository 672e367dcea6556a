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
