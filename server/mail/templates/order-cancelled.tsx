import { Text } from "@react-email/components";
import { formatDate } from "../../../domain/dates";
import { defineTemplate } from "./define";
import { renderInLayout } from "./layout";
import { orderImages, type OrderMailData } from "./order-mail-data";
import { LineList, OrderButton, OrderNumber, Totals } from "./order-parts";
import { sampleOrder } from "./samples";
import { text } from "./style";

export interface CancelledMailData extends OrderMailData {
  /** Cancelled by staff, not by the customer (absent in messages queued before it was kept). */
  byBoutique?: boolean;
}

export const orderCancelled = defineTemplate<CancelledMailData>({
  description: "Cancellation: which order, when, and that nothing is charged.",
  sample: { order: { ...sampleOrder, status: "cancelled", cancelledAt: "2026-11-21T09:12:00.000Z" } },
  images: orderImages,
  render: async ({ order, byBoutique }, env) => {
    const subject = `Your Atelier order ${order.id} has been cancelled`;
    return renderInLayout(
      {
        subject,
        preview: `Order ${order.id} is cancelled; nothing is charged.`,
        heading: "Your order has been cancelled",
        env,
      },
      <>
        <Text style={text}>
          Order {order.id} was cancelled{byBoutique ? " by Atelier" : ""}
          {order.cancelledAt ? ` on ${formatDate(order.cancelledAt)}` : ""}. Nothing had shipped, so nothing
          is charged.{" "}
          {byBoutique
            ? "Our client advisors will gladly tell you why, or help you choose again."
            : "If you did not ask for this, our client advisors will gladly help."}
        </Text>
        <OrderNumber order={order} />
        <LineList lines={order.lines} env={env} publicUrl={env.publicUrl} />
        <Totals order={order} />
        <OrderButton href={env.orderLink(order.id)}>View the order</OrderButton>
      </>,
    );
  },
});
