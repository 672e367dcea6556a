import type { OrderStatus } from "../../../../domain/order-events";
import { ORDER_STATUS_LABELS } from "../../../../domain/order-events";
import { Pill, type PillTone } from "../pill";

const TONES: Record<OrderStatus, PillTone> = {
  placed: "neutral",
  partially_shipped: "accent",
  shipped: "accent",
  delivered: "success",
  cancelled: "danger",
};

/** The order's status from its events: Placed, Partially Shipped, Shipped, Delivered, Cancelled. */
export function OrderStatusPill({ status }: { status: OrderStatus }) {
  return (
    <Pill tone={TONES[status]} dot quiet={status === "delivered"}>
      {ORDER_STATUS_LABELS[status]}
    </Pill>
  );
}
