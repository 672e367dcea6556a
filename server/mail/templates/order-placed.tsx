import { Text } from "@react-email/components";
import { defineTemplate } from "./define";
import { renderInLayout } from "./layout";
import { orderImages, type OrderMailData } from "./order-mail-data";
import { Addresses, LineList, OrderButton, OrderNumber, Totals } from "./order-parts";
import { sampleOrder } from "./samples";
import { text } from "./style";

export const orderPlaced = defineTemplate<OrderMailData>({
  description:
    "Order confirmation: the lines with their pictures, totals, addresses and a link to the order.",
  sample: { order: sampleOrder },
  images: orderImages,
  render: async ({ order }, env) => {
    // The buyer, who pays (billing), not a gift's recipient (shipping).
    const first = order.billingTo.firstName || order.shippingTo.firstName;
    // A pre-order piece leaves when it exists, which may be months away: not "within 30 days".
    const preOrders = order.lines.filter((l) => l.preOrderDate).length;
    const delivery =
      preOrders === 0
        ? "Delivery is within 30 days and needs a signature"
        : preOrders === order.lines.length
          ? "Pre-order pieces ship from the date shown beside them, and each delivery needs a signature"
          : "Pre-order pieces ship from the date shown beside them, the rest of your order within 30 days; each delivery needs a signature";
    const subject = `Your Atelier order ${order.id}`;
    return renderInLayout(
      { subject, preview: `Thank you for your order ${order.id}.`, heading: "Thank you for your order", env },
      <>
        <Text style={text}>
          {first ? `Dear ${first}, w` : "W"}e have received your order and are preparing it with care.{" "}
          {delivery}; we will write again when your pieces leave our atelier. Payment is taken only when items
          ship.
        </Text>
        <OrderNumber order={order} />
        <LineList lines={order.lines} env={env} publicUrl={env.publicUrl} />
        <Totals order={order} />
        <Addresses order={order} />
        <OrderButton href={env.orderLink(order.id)}>View your order</OrderButton>
        <Text style={{ ...text, fontSize: "13px" }}>
          The shipping address cannot be changed once an order is placed. You may cancel from the order page
          until your pieces ship.
        </Text>
      </>,
    );
  },
});
