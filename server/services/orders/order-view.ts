// Database rows → the API's order shape.
import type { Order } from "../../../domain/contracts/orders";
import type { StatusCode } from "../../../domain/types";
import type { orderLines, orders } from "../../db/schema";

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

export function toOrder(row: OrderRow, lines: LineRow[]): Order {
  const sorted = [...lines].sort((a, b) => a.position - b.position);
  return {
    id: row.id,
    purchasedAt: row.purchasedAt.toISOString(),
    status: row.status === "cancelled" ? "cancelled" : "placed",
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
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
  };
}
