// A representative return for the staff preview page and the template tests.
import type { ReturnMailData } from "./return-parts";
import { sampleOrder } from "./samples";

export const sampleReturnData: ReturnMailData = {
  order: { ...sampleOrder, status: "delivered" },
  ret: {
    id: "R-7KQ2M9XB",
    orderId: sampleOrder.id,
    status: "requested",
    requestedAt: "2026-12-01T10:00:00.000Z",
    deadlineAt: "2026-12-15T10:00:00.000Z",
    receivedAt: null,
    refundedAt: null,
    refundedCents: 0,
    exchangedAt: null,
    replacementOrderId: null,
    rejectedAt: null,
    rejectReason: null,
    expiredAt: null,
    lines: sampleOrder.lines.slice(0, 2).map((l, i) => ({
      position: i,
      orderLinePosition: l.position,
      kind: i === 0 ? ("refund" as const) : ("exchange" as const),
      quantity: 1,
      reason: i === 0 ? "changed_mind" : "too_small",
      exchangeSize: i === 0 ? null : "L",
      exchangeColor: i === 0 ? null : l.color,
      title: l.title,
      size: l.size,
      color: l.color,
      image: l.image,
      unitPriceCents: l.unitPriceCents,
    })),
    events: [{ type: "requested", at: "2026-12-01T10:00:00.000Z", actor: "customer" }],
  },
};
