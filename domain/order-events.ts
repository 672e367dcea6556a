// An order's history is a list of events, only ever appended: placed, shipped (some lines, with
// a carrier and a tracking number), delivered (one shipment), lines cancelled (what staff will
// not ship after all, not charged), cancelled. The status, the
// shipments and what may happen next are derived here, in one place, for the server (which
// refuses a step backwards) and the browser (which shows the timeline).

export const ORDER_STATUSES = ["placed", "partially_shipped", "shipped", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: "Placed",
  partially_shipped: "Partially Shipped",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
};

export interface ShippedData {
  carrier: string;
  trackingNumber: string;
  /** Positions of the order lines in this parcel. */
  lines: number[];
}
export interface DeliveredData {
  /** Id of the 'shipped' event whose parcel arrived. */
  shipment: number;
}
/** Lines staff will not ship after all, with what they were worth and what is not charged for them. */
export interface LinesCancelledData {
  /** Positions of the order lines cancelled. */
  lines: number[];
  /** Their prices before the coupon. */
  grossCents: number;
  /** What is not charged for them: the gross less its share of the coupon. */
  refundCents: number;
}
export type OrderEventData = ShippedData | DeliveredData | LinesCancelledData | Record<string, never>;

export type OrderEvent =
  | { id: number; type: "placed"; at: string; actor: string | null }
  | { id: number; type: "shipped"; at: string; actor: string | null; data: ShippedData }
  | { id: number; type: "delivered"; at: string; actor: string | null; data: DeliveredData }
  | { id: number; type: "lines_cancelled"; at: string; actor: string | null; data: LinesCancelledData }
  | { id: number; type: "cancelled"; at: string; actor: string | null };
export type OrderEventType = OrderEvent["type"];

export interface Shipment {
  id: number;
  shippedAt: string;
  shippedBy: string | null;
  carrier: string;
  trackingNumber: string;
  lines: number[];
  deliveredAt: string | null;
  deliveredBy: string | null;
}

export interface OrderState {
  status: OrderStatus;
  placedAt: string | null;
  cancelledAt: string | null;
  cancelledBy: string | null;
  shipments: Shipment[];
  /** Positions not in any parcel yet, nor cancelled. */
  unshippedLines: number[];
  /** Positions cancelled on their own (the order goes on without them). */
  cancelledLines: number[];
  /** What is not charged for those lines. */
  cancelledRefundCents: number;
}

/** The step a new event would take; the server checks it against the state before appending. */
export type OrderStep =
  | { type: "ship"; lines: number[] }
  | { type: "deliver"; shipment: number }
  | { type: "cancel" }
  | { type: "cancel_lines"; lines: number[] };

/** Replays the events (oldest first) over the order's line positions. */
export function foldOrder(events: readonly OrderEvent[], linePositions: readonly number[]): OrderState {
  const state: OrderState = {
    status: "placed",
    placedAt: null,
    cancelledAt: null,
    cancelledBy: null,
    shipments: [],
    unshippedLines: [...linePositions].sort((a, b) => a - b),
    cancelledLines: [],
    cancelledRefundCents: 0,
  };
  for (const e of events) {
    switch (e.type) {
      case "placed":
        state.placedAt = e.at;
        break;
      case "cancelled":
        state.cancelledAt = e.at;
        state.cancelledBy = e.actor;
        break;
      case "shipped":
        state.shipments.push({
          id: e.id,
          shippedAt: e.at,
          shippedBy: e.actor,
          carrier: e.data.carrier,
          trackingNumber: e.data.trackingNumber,
          lines: [...e.data.lines].sort((a, b) => a - b),
          deliveredAt: null,
          deliveredBy: null,
        });
        state.unshippedLines = state.unshippedLines.filter((p) => !e.data.lines.includes(p));
        break;
      case "lines_cancelled":
        state.cancelledLines = [...state.cancelledLines, ...e.data.lines].sort((a, b) => a - b);
        state.cancelledRefundCents += e.data.refundCents;
        state.unshippedLines = state.unshippedLines.filter((p) => !e.data.lines.includes(p));
        break;
      case "delivered": {
        const parcel = state.shipments.find((s) => s.id === e.data.shipment);
        if (parcel) {
          parcel.deliveredAt = e.at;
          parcel.deliveredBy = e.actor;
        }
        break;
      }
    }
  }
  state.status = statusOf(state);
  return state;
}

function statusOf(s: Omit<OrderState, "status">): OrderStatus {
  if (s.cancelledAt) return "cancelled";
  if (s.shipments.length === 0) return "placed";
  if (s.unshippedLines.length > 0) return "partially_shipped";
  return s.shipments.every((p) => p.deliveredAt) ? "delivered" : "shipped";
}

/** Why this step cannot happen now (a message for a 409), or null when it may. */
export function refuseStep(state: OrderState, step: OrderStep): string | null {
  if (state.status === "cancelled") return "This order has been cancelled.";
  switch (step.type) {
    case "cancel":
      return state.shipments.length > 0
        ? "This order has already shipped and can no longer be cancelled."
        : null;
    case "ship": {
      if (step.lines.length === 0) return "Choose at least one line to ship.";
      const open = new Set(state.unshippedLines);
      return step.lines.every((p) => open.has(p))
        ? null
        : "A chosen line has already shipped, been cancelled or is not in this order.";
    }
    case "cancel_lines": {
      // Before anything has shipped the whole order is cancelled instead: one rule for an order
      // that never goes out, and the order's roll-ups are taken out once, whole.
      if (state.shipments.length === 0) return LINE_CANCEL_REFUSALS.nothingShipped;
      if (step.lines.length === 0) return "Choose at least one line to cancel.";
      const open = new Set(state.unshippedLines);
      return step.lines.every((p) => open.has(p)) ? null : LINE_CANCEL_REFUSALS.notOpen;
    }
    case "deliver": {
      const parcel = state.shipments.find((s) => s.id === step.shipment);
      if (!parcel) return "This order has no such shipment: it cannot be delivered before it has shipped.";
      return parcel.deliveredAt ? "This shipment has already been delivered." : null;
    }
  }
}

/**
 * Whether the customer (or a guest with the order's link) may still cancel: nothing has shipped,
 * and it is a sale, not an exchange's replacement (decision 76).
 */
export function customerMayCancel(order: {
  status: OrderState["status"];
  replacementFor?: unknown;
}): boolean {
  return order.status === "placed" && !order.replacementFor;
}

/** Why lines of an order cannot be cancelled on their own, as staff are told. */
export const LINE_CANCEL_REFUSALS = {
  nothingShipped: "Nothing in this order has shipped yet: cancel the whole order instead.",
  notOpen: "A chosen line has already shipped, been cancelled or is not in this order.",
  replacement: "This order is the replacement of an exchange: its lines cannot be cancelled.",
} as const;

/** Whether staff may cancel the lines still to ship of this order on their own. */
export function mayCancelLines(order: { status: OrderStatus; replacementFor?: unknown }): boolean {
  return order.status === "partially_shipped" && !order.replacementFor;
}

/** Why an order cannot be cancelled, as the customer and staff are told. */
export const CANCEL_REFUSALS = {
  shipped: "This order has already shipped and can no longer be cancelled.",
  replacement: "This order is the replacement of an exchange: it cannot be cancelled.",
} as const;
