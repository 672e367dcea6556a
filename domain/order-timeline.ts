// The order timeline the customer and staff see: the spec's three steps — Purchased, In Progress
// (shipped), Arrived (delivered) — with the real dates from the order's events. A step not yet
// reached shows its estimate, marked as such: the spec's +7 and +14 days from the purchase, or
// from the pre-order date for pre-order lines (an item ships when it exists).
import type { Order } from "./contracts/orders";
import { isCalendarDay, ORDER_TIMELINE_OFFSETS_DAYS, shopDayStart, type TimelineLabel } from "./dates";

const DAY_MS = 86_400_000;
const [, SHIP_AFTER_DAYS, ARRIVE_AFTER_DAYS] = ORDER_TIMELINE_OFFSETS_DAYS;
/** Transit time: the spec's gap between In Progress and Arrived. */
const TRANSIT_DAYS = ARRIVE_AFTER_DAYS - SHIP_AFTER_DAYS;

export interface TimelineStepView {
  label: TimelineLabel;
  /** ISO date-time: the event's when reached, the estimate otherwise. */
  date: string;
  reached: boolean;
  estimated: boolean;
}

export type TimelineOrder = Pick<Order, "purchasedAt" | "status" | "shipments" | "lines" | "cancelledLines">;

const iso = (ms: number) => new Date(ms).toISOString();
const max = (values: number[]) => Math.max(...values);

/** When the lines not yet shipped are expected to ship: +7 days, or their pre-order date if later. */
function expectedShipMs(order: TimelineOrder): number {
  // Lines cancelled on their own never ship: their pre-order dates no longer matter.
  const shipped = new Set([
    ...order.shipments.flatMap((s) => s.lines),
    ...(order.cancelledLines?.positions ?? []),
  ]);
  const waiting = order.lines.filter((l) => !shipped.has(l.position));
  const standard = Date.parse(order.purchasedAt) + SHIP_AFTER_DAYS * DAY_MS;
  const preOrders = waiting.flatMap((l) =>
    l.preOrderDate && isCalendarDay(l.preOrderDate) ? [preOrderShipMs(l.preOrderDate)] : [],
  );
  return max([standard, ...preOrders]);
}

/**
 * A pre-order date is a day of the boutique's calendar: its noon in New York, so that the day
 * and the day a week later are dated as written wherever the estimate is shown (UTC midnight,
 * as `Date.parse` reads it, is the evening before in New York; noon keeps a daylight-saving
 * change within the week from moving the arrival to another day).
 */
function preOrderShipMs(day: string): number {
  return shopDayStart(day).getTime() + DAY_MS / 2;
}

/** The three steps; a cancelled order keeps only Purchased (its page says when it was cancelled). */
export function orderTimelineSteps(order: TimelineOrder): TimelineStepView[] {
  const purchased: TimelineStepView = {
    label: "Purchased",
    date: order.purchasedAt,
    reached: true,
    estimated: false,
  };
  if (order.status === "cancelled") return [purchased];

  const shipTimes = order.shipments.map((s) => Date.parse(s.shippedAt));
  const inProgress: TimelineStepView = shipTimes.length
    ? { label: "In Progress", date: iso(Math.min(...shipTimes)), reached: true, estimated: false }
    : { label: "In Progress", date: iso(expectedShipMs(order)), reached: false, estimated: true };

  let arrived: TimelineStepView;
  if (order.status === "delivered") {
    const deliveries = order.shipments.map((s) => Date.parse(s.deliveredAt ?? s.shippedAt));
    arrived = { label: "Arrived", date: iso(max(deliveries)), reached: true, estimated: false };
  } else {
    // The last parcel still to arrive: a shipped one in transit, or the lines still waiting.
    const inTransit = order.shipments.filter((s) => !s.deliveredAt).map((s) => Date.parse(s.shippedAt));
    const waiting = order.status === "shipped" ? [] : [expectedShipMs(order)];
    const lastShip = max([...inTransit, ...waiting]);
    arrived = {
      label: "Arrived",
      date: iso(lastShip + TRANSIT_DAYS * DAY_MS),
      reached: false,
      estimated: true,
    };
  }
  return [purchased, inProgress, arrived];
}
