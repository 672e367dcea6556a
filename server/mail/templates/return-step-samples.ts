// Representative return steps for the staff preview page and the template tests.
import { sampleOrder } from "./samples";
import type { ReturnStepMailData } from "./return-step-data";

const [coat, scarf] = sampleOrder.lines;

export const sampleRefundReturn: ReturnStepMailData = {
  returnId: "R-7K2M9X4B",
  order: {
    id: sampleOrder.id,
    purchasedAt: sampleOrder.purchasedAt,
    cardLast4: "4242",
    couponCode: "WELCOME10",
    couponPercentage: 10,
  },
  lines: [{ ...scarf!, quantity: 1, lineTotalCents: 20_700, exchangeSize: null, exchangeColor: null }],
  // The line's price less the coupon's 10 %.
  refundCents: 18_630,
};

export const sampleExchangeReturn: ReturnStepMailData = {
  returnId: "R-3P8Q1W6Z",
  order: { id: sampleOrder.id, purchasedAt: sampleOrder.purchasedAt, cardLast4: "4242" },
  // Another colour, so the preview shows the replacement's own picture.
  lines: [{ ...coat!, exchangeSize: "L", exchangeColor: "navy", exchangeImage: "seed/wool-coat/navy/1" }],
  replacementOrderId: "QX7T2LM9PD4",
  shipment: { carrier: "ups", trackingNumber: "1Z999AA10123456785", at: "2026-12-02T10:05:00.000Z" },
};
