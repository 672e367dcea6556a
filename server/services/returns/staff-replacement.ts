// An exchange's replacement shipment (docs/behaviour.md §4 Returns): an order of its own for the
// exchange lines' new sizes and colours, at the price paid, whose units are reserved in the same
// transaction (409 naming the line when there are not enough). It then ships like any order, from
// its page in the dashboard (fulfilment.ts). It is not a sale: the sales roll-ups leave it out.
import { eq, inArray } from "drizzle-orm";
import { newOrderId } from "../../../domain/ids";
import { refundCents, statusAfterStep } from "../../../domain/returns";
import { IN_STOCK } from "../../../domain/status";
import type { SessionUser } from "../../auth/guards";
import { orderLines, orders, products, returns } from "../../db/schema";
import type { Services } from "../../services-type";
import { appendEvent } from "../orders/order-events";
import { reserveStock } from "../stock/reserve";
import { appendReturnEvent, lockForStep, mailStep, staffActor } from "./staff-step-core";

export async function createReplacement(services: Services, returnId: string, staff: SessionUser) {
  const replacementId = await services.db.transaction(async (tx) => {
    const locked = await lockForStep(tx, returnId, "exchange");
    const { order } = locked;
    const exchanged = locked.lines.filter((l) => l.line.kind === "exchange");
    const ids = [...new Set(exchanged.map((l) => l.orderLine.productId))];
    const pictures = new Map(
      (
        await tx
          .select({ id: products.id, images: products.images })
          .from(products)
          .where(inArray(products.id, ids))
      ).map((p) => [p.id, p.images]),
    );
    const id = newOrderId();
    const at = new Date();
    const lines = exchanged.map(({ line, orderLine }, position) => ({
      orderId: id,
      position,
      productId: orderLine.productId,
      title: orderLine.title,
      url: orderLine.url,
      // The new colour's first picture when the product still has one.
      image: pictures.get(orderLine.productId)?.[line.exchangeColor!]?.[0] ?? orderLine.image,
      color: line.exchangeColor!,
      size: line.exchangeSize!,
      quantity: line.quantity,
      maxQuantity: orderLine.maxQuantity,
      status: IN_STOCK,
      preOrderDate: null,
      unitPriceCents: orderLine.unitPriceCents,
      lineTotalCents: orderLine.unitPriceCents * line.quantity,
    }));
    // Its totals are what these units were paid, coupon share included, so a later refund of the
    // replacement pays back no more than that.
    const subtotalCents = lines.reduce((n, l) => n + l.lineTotalCents, 0);
    const totalCents = refundCents(order, 0, lines);
    await tx.insert(orders).values({
      id,
      purchasedAt: at,
      userId: order.userId,
      email: order.email,
      phoneNumber: order.phoneNumber,
      shippingTo: order.shippingTo,
      billingTo: order.billingTo,
      couponCode: order.couponCode,
      couponPercentage: order.couponPercentage,
      subtotalCents,
      discountCents: subtotalCents - totalCents,
      totalCents,
      cardLast4: order.cardLast4,
      status: "placed",
    });
    await tx.insert(orderLines).values(lines);
    await reserveStock(
      tx,
      id,
      lines.map((l) => ({ ...l, status: IN_STOCK })),
      { reason: "exchange", returnId },
    );
    await appendEvent(tx, id, { type: "placed", actor: staffActor(staff), at });
    await tx
      .update(returns)
      .set({ status: statusAfterStep(locked.state, "exchange"), exchangedAt: at, replacementOrderId: id })
      .where(eq(returns.id, returnId));
    const event = await appendReturnEvent(tx, returnId, "exchanged", staffActor(staff), {
      replacementOrderId: id,
    });
    await mailStep(tx, locked, "exchange-prepared", event.id, { replacementOrderId: id }, "exchange");
    return id;
  });
  services.log.info(
    { event: "return_exchanged", returnId, replacementOrderId: replacementId, by: staff.id },
    "replacement created",
  );
  return replacementId;
}
