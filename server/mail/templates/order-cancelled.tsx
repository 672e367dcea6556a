import { Text } from "@react-email/components";
import { formatDate } from "../../../domain/dates";
import { defineTemplate } from "./define";
import { renderInLayout } from "./layout";
import { orderImages, type OrderMailData } from "./order-mail-data";
import { LineList, OrderButton, OrderNumber, Totals } from "./order-parts";
import { sampleOrder } from "./samples";
import { text } from "./style";

export const orderCancelled = defineTemplate<OrderMailData>({
  description: "Cancellation: which order, when, and that nothing is charged.",
  sample: { order: { ...sampleOrder, status: "cancelled", cancelledAt: "2026-11-21T09:12:00.000Z" } },
  images: orderImages,
  render: async ({ order }, env) => {
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
          Order {order.id} was cancelled{order.cancelledAt ? ` on ${formatDate(order.cancelledAt)}` : ""}.
          Nothing had shipped, so nothing is charged. If you did not ask for this, our client advisors will
          gladly help.
        </Text>
        <OrderNumber order={order} />
        <LineList lines={order.lines} env={env} publicUrl={env.publicUrl} />
        <Totals order={order} />
        <OrderButton href={env.orderLink(order.id)}>View the order</OrderButton>
      </>,
    );
  },
});
