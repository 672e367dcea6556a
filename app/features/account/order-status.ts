import { orderTimeline, type TimelineStep } from "../../../domain/dates";
import type { Order } from "../../../domain/contracts/orders";

/** Deviation 3: a cancelled order is kept and shown as such. */
export const CANCELLED = "Cancelled";

/** The timeline steps an order has reached by `now` (at least Purchased). */
export function reachedSteps(order: Pick<Order, "purchasedAt">, now: string): TimelineStep[] {
  const at = new Date(now).getTime();
  const steps = orderTimeline(order.purchasedAt);
  return steps.filter((step, i) => i === 0 || step.date.getTime() <= at);
}

/** 'Cancelled', or the last timeline step reached: Purchased, In Progress or Arrived. */
export function orderStatus(order: Pick<Order, "purchasedAt" | "status">, now: string): string {
  if (order.status === "cancelled") return CANCELLED;
  return reachedSteps(order, now).at(-1)?.label ?? "Purchased";
}
