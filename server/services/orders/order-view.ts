// Database rows → the API's order shape. Status and shipments come from the order's events.
import type { Order, OrderBooks } from "../../../domain/contracts/orders";
import { foldOrder, type OrderEvent, type OrderStatus } from "../../../domain/order-events";
import type { StatusCode } from "../../../domain/types";
import type { orderLines, orders } from "../../db/schema";

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

export function toOrder(
  row: OrderRow,
  lines: LineRow[],
  events: readonly OrderEvent[],
  books?: OrderBooks,
  replacementFor?: Order["replacementFor"],
): Order {
  const sorted = [...lines].sort((a, b) => a.position - b.position);
  const state = foldOrder(
    events,
    sorted.map((l) => l.position),
  );
  return {
    id: row.id,
    purchasedAt: row.purchasedAt.toISOString(),
    // An order stored before events existed has none: its status column says what happened.
    status: events.length ? state.status : (row.status as OrderStatus),
    cancelledAt: state.cancelledAt ?? row.cancelledAt?.toISOString() ?? null,
    email: row.email,
    phoneNumber: row.phoneNumber,
    shippingTo: row.shippingTo,
    billingTo: row.billingTo,
    couponCode: row.couponCode,
    couponPercentage: row.couponPercentage,
    itemCount: sorted.reduce((n, l) => n + l.quantity, 0),
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    totalCents: row.totalCents,
    cardLast4: row.cardLast4,
    lines: sorted.map((l) => ({
      position: l.position,
      productId: l.productId,
      title: l.title,
      url: l.url,
      image: l.image,
      color: l.color,
      size: l.size,
      quantity: l.quantity,
      maxQuantity: l.maxQuantity,
      status: l.status as StatusCode,
      preOrderDate: l.preOrderDate,
      unitPriceCents: l.unitPriceCents,
      lineTotalCents: l.lineTotalCents,
    })),
    shipments: state.shipments.map((s) => ({
      id: s.id,
      shippedAt: s.shippedAt,
      carrier: s.carrier,
      trackingNumber: s.trackingNumber,
      lines: s.lines,
      deliveredAt: s.deliveredAt,
    })),
    ...(state.cancelledLines.length
      ? { cancelledLines: { positions: state.cancelledLines, cents: state.cancelledRefundCents } }
      : {}),
    ...(books ? { returned: books } : {}),
    ...(replacementFor ? { replacementFor } : {}),
  };
}
