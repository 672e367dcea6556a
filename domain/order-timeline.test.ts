import { describe, expect, it } from "vitest";
import type { OrderLine, OrderShipment } from "./contracts/orders";
import { shopDay } from "./dates";
import { orderTimelineSteps, type TimelineOrder } from "./order-timeline";

const line = (position: number, preOrderDate: string | null = null) =>
  ({ position, preOrderDate }) as OrderLine;
const parcel = (
  id: number,
  lines: number[],
  shippedAt: string,
  deliveredAt: string | null = null,
): OrderShipment => ({
  id,
  lines,
  shippedAt,
  deliveredAt,
  carrier: "ups",
  trackingNumber: "1Z999AA10123456784",
});
const order = (o: Partial<TimelineOrder>): TimelineOrder => ({
  purchasedAt: "2026-11-01T10:00:00.000Z",
  status: "placed",
  shipments: [],
  lines: [line(0), line(1)],
  ...o,
});
const view = (o: TimelineOrder) => orderTimelineSteps(o).map((s) => [s.label, shopDay(s.date), s.estimated]);

describe("orderTimelineSteps", () => {
  it("estimates +7 and +14 days before anything happens", () => {
    expect(view(order({}))).toEqual([
      ["Purchased", "2026-11-01", false],
      ["In Progress", "2026-11-08", true],
      ["Arrived", "2026-11-15", true],
    ]);
  });

  it("starts a pre-order's estimates from its date when later", () => {
    expect(view(order({ lines: [line(0), line(1, "2026-12-20")] }))).toEqual([
      ["Purchased", "2026-11-01", false],
      ["In Progress", "2026-12-20", true],
      ["Arrived", "2026-12-27", true],
    ]);
  });

  it("dates a pre-order's estimates on its own day in the boutique's calendar, across a clock change", () => {
    // UTC midnight of Feb 15 is Feb 14 in New York; Oct 30 + 7 days crosses the end of summer time.
    expect(view(order({ lines: [line(0, "2027-02-15")] })).slice(1)).toEqual([
      ["In Progress", "2027-02-15", true],
      ["Arrived", "2027-02-22", true],
    ]);
    expect(view(order({ lines: [line(0, "2027-10-30")] })).slice(1)).toEqual([
      ["In Progress", "2027-10-30", true],
      ["Arrived", "2027-11-06", true],
    ]);
  });

  it("shows the real shipping date, and estimates arrival from the last parcel still to come", () => {
    const partly = order({
      status: "partially_shipped",
      shipments: [parcel(2, [0], "2026-11-03T09:00:00.000Z")],
      lines: [line(0), line(1, "2026-12-20")],
    });
    expect(view(partly)).toEqual([
      ["Purchased", "2026-11-01", false],
      ["In Progress", "2026-11-03", false],
      ["Arrived", "2026-12-27", true],
    ]);
    const shipped = order({ status: "shipped", shipments: [parcel(2, [0, 1], "2026-11-03T09:00:00.000Z")] });
    expect(view(shipped)[2]).toEqual(["Arrived", "2026-11-10", true]);
  });

  it("shows the real delivery date once every parcel has arrived", () => {
    const done = order({
      status: "delivered",
      shipments: [
        parcel(2, [0], "2026-11-03T09:00:00.000Z", "2026-11-05T15:00:00.000Z"),
        parcel(3, [1], "2026-11-04T09:00:00.000Z", "2026-11-07T11:00:00.000Z"),
      ],
    });
    expect(view(done)).toEqual([
      ["Purchased", "2026-11-01", false],
      ["In Progress", "2026-11-03", false],
      ["Arrived", "2026-11-07", false],
    ]);
    expect(orderTimelineSteps(done).every((s) => s.reached)).toBe(true);
  });

  it("keeps only Purchased for a cancelled order", () => {
    expect(view(order({ status: "cancelled" }))).toEqual([["Purchased", "2026-11-01", false]]);
  });
});
