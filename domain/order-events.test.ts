import { describe, expect, it } from "vitest";
import {
  customerMayCancel,
  foldOrder,
  LINE_CANCEL_REFUSALS,
  mayCancelLines,
  refuseStep,
  type OrderEvent,
  type OrderStep,
} from "./order-events";

const placed: OrderEvent = { id: 1, type: "placed", at: "2026-11-01T10:00:00.000Z", actor: "guest" };
const shipped = (id: number, lines: number[], at = "2026-11-03T10:00:00.000Z"): OrderEvent => ({
  id,
  type: "shipped",
  at,
  actor: "staff:ana@atelier.example",
  data: { carrier: "ups", trackingNumber: "1Z999AA10123456784", lines },
});
const delivered = (id: number, shipment: number, at = "2026-11-06T10:00:00.000Z"): OrderEvent => ({
  id,
  type: "delivered",
  at,
  actor: "staff:ana@atelier.example",
  data: { shipment },
});
const cancelled: OrderEvent = { id: 9, type: "cancelled", at: "2026-11-02T10:00:00.000Z", actor: "customer" };
const linesCancelled = (id: number, lines: number[], refundCents = 1000): OrderEvent => ({
  id,
  type: "lines_cancelled",
  at: "2026-11-04T10:00:00.000Z",
  actor: "staff:ana@atelier.example",
  data: { lines, grossCents: refundCents, refundCents },
});

describe("foldOrder", () => {
  it("derives every status from the events", () => {
    expect(foldOrder([placed], [0, 1]).status).toBe("placed");
    expect(foldOrder([placed, shipped(2, [0])], [0, 1]).status).toBe("partially_shipped");
    expect(foldOrder([placed, shipped(2, [0]), shipped(3, [1])], [0, 1]).status).toBe("shipped");
    expect(foldOrder([placed, shipped(2, [0]), shipped(3, [1]), delivered(4, 2)], [0, 1]).status).toBe(
      "shipped",
    );
    expect(foldOrder([placed, shipped(2, [0, 1]), delivered(3, 2)], [0, 1]).status).toBe("delivered");
    expect(foldOrder([placed, cancelled], [0]).status).toBe("cancelled");
  });

  it("takes cancelled lines out of what is left to ship: the order is shipped, then delivered, without them", () => {
    const rest = [placed, shipped(2, [0]), linesCancelled(3, [1, 2], 4100)];
    const state = foldOrder(rest, [0, 1, 2]);
    expect(state.status).toBe("shipped");
    expect(state.unshippedLines).toEqual([]);
    expect(state.cancelledLines).toEqual([1, 2]);
    expect(state.cancelledRefundCents).toBe(4100);
    expect(foldOrder([...rest, delivered(4, 2)], [0, 1, 2]).status).toBe("delivered");
    const some = foldOrder(
      [placed, shipped(2, [0]), linesCancelled(3, [2], 500), linesCancelled(4, [1], 700)],
      [0, 1, 2, 3],
    );
    expect(some.status).toBe("partially_shipped");
    expect(some.cancelledLines).toEqual([1, 2]);
    expect(some.cancelledRefundCents).toBe(1200);
    expect(some.unshippedLines).toEqual([3]);
  });

  it("keeps the parcels with their lines, carrier and delivery", () => {
    const state = foldOrder([placed, shipped(2, [1, 0]), delivered(3, 2)], [0, 1, 2]);
    expect(state.shipments).toEqual([
      expect.objectContaining({
        id: 2,
        lines: [0, 1],
        carrier: "ups",
        deliveredAt: "2026-11-06T10:00:00.000Z",
      }),
    ]);
    expect(state.unshippedLines).toEqual([2]);
    expect(state.placedAt).toBe(placed.at);
  });
});

describe("refuseStep", () => {
  const at = (events: OrderEvent[], lines = [0, 1]) => foldOrder(events, lines);

  it("refuses delivery before shipping, and a second delivery of one parcel", () => {
    expect(refuseStep(at([placed]), { type: "deliver", shipment: 2 })).toMatch(/before it has shipped/);
    const oneParcel = at([placed, shipped(2, [0, 1])]);
    expect(refuseStep(oneParcel, { type: "deliver", shipment: 2 })).toBeNull();
    expect(
      refuseStep(at([placed, shipped(2, [0, 1]), delivered(3, 2)]), { type: "deliver", shipment: 2 }),
    ).toMatch(/already been delivered/);
  });

  it("refuses shipping a line twice, an unknown line, or nothing", () => {
    const partly = at([placed, shipped(2, [0])]);
    expect(refuseStep(partly, { type: "ship", lines: [1] })).toBeNull();
    expect(refuseStep(partly, { type: "ship", lines: [0] })).not.toBeNull();
    expect(refuseStep(partly, { type: "ship", lines: [5] })).not.toBeNull();
    expect(refuseStep(partly, { type: "ship", lines: [] })).not.toBeNull();
  });

  it("allows cancelling only before anything ships, and nothing after a cancellation", () => {
    expect(refuseStep(at([placed]), { type: "cancel" })).toBeNull();
    expect(refuseStep(at([placed, shipped(2, [0])]), { type: "cancel" })).toMatch(/already shipped/);
    const gone = at([placed, cancelled]);
    const steps: OrderStep[] = [
      { type: "cancel" },
      { type: "ship", lines: [0] },
      { type: "deliver", shipment: 2 },
    ];
    for (const step of steps) expect(refuseStep(gone, step)).toMatch(/cancelled/);
  });

  it("cancels lines on their own only once something has shipped, and only lines still to ship", () => {
    expect(refuseStep(at([placed]), { type: "cancel_lines", lines: [1] })).toBe(
      LINE_CANCEL_REFUSALS.nothingShipped,
    );
    const partly = at([placed, shipped(2, [0])], [0, 1, 2]);
    expect(refuseStep(partly, { type: "cancel_lines", lines: [1] })).toBeNull();
    expect(refuseStep(partly, { type: "cancel_lines", lines: [1, 2] })).toBeNull();
    expect(refuseStep(partly, { type: "cancel_lines", lines: [0] })).toBe(LINE_CANCEL_REFUSALS.notOpen);
    expect(refuseStep(partly, { type: "cancel_lines", lines: [7] })).toBe(LINE_CANCEL_REFUSALS.notOpen);
    expect(refuseStep(partly, { type: "cancel_lines", lines: [] })).not.toBeNull();
    const oneCancelled = at([placed, shipped(2, [0]), linesCancelled(3, [1])], [0, 1, 2]);
    expect(refuseStep(oneCancelled, { type: "cancel_lines", lines: [1] })).toBe(LINE_CANCEL_REFUSALS.notOpen);
    expect(refuseStep(oneCancelled, { type: "ship", lines: [1] })).toMatch(/been cancelled/);
    expect(refuseStep(oneCancelled, { type: "ship", lines: [2] })).toBeNull();
  });

  it("lets staff cancel lines of a partly shipped sale only", () => {
    expect(mayCancelLines({ status: "partially_shipped" })).toBe(true);
    expect(mayCancelLines({ status: "partially_shipped", replacementFor: "R1" })).toBe(false);
    for (const status of ["placed", "shipped", "delivered", "cancelled"] as const)
      expect(mayCancelLines({ status })).toBe(false);
  });

  it("lets the customer cancel only a placed order", () => {
    expect(customerMayCancel({ status: "placed" })).toBe(true);
    for (const status of ["partially_shipped", "shipped", "delivered", "cancelled"] as const)
      expect(customerMayCancel({ status })).toBe(false);
  });
});
