import type { DashboardOrderDetail } from "../../../../sdk/dashboard";

/** The order's lines still to ship: in no parcel, and not cancelled on their own. */
export function linesToShip(order: Pick<DashboardOrderDetail, "lines" | "shipments" | "cancelledLines">) {
  const done = new Set([
    ...order.shipments.flatMap((s) => s.lines),
    ...(order.cancelledLines?.positions ?? []),
  ]);
  return order.lines.filter((l) => !done.has(l.position));
}
