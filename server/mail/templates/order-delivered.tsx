import { Link, Text } from "@react-email/components";
import { formatDate } from "../../../domain/dates";
import { defineTemplate } from "./define";
import { renderInLayout } from "./layout";
import { shipmentImages, shippedLines, type ShipmentMailData } from "./order-mail-data";
import { LineList, OrderButton, OrderNumber } from "./order-parts";
import { sampleOrder, sampleShipment } from "./samples";
import { color, text } from "./style";

export const orderDelivered = defineTemplate<ShipmentMailData>({
  description: "Delivered: the parcel has arrived; the 30-day return policy.",
  sample: {
    order: { ...sampleOrder, status: "delivered" },
    shipment: { ...sampleShipment, lines: [0, 1], at: "2026-11-27T14:30:00.000Z" },
  },
  images: shipmentImages,
  render: async (data, env) => {
    const { order, shipment } = data;
    const subject = `Your Atelier order ${order.id} has arrived`;
    return renderInLayout(
      { subject, preview: "Your parcel has been delivered.", heading: "Your parcel has arrived", env },
      <>
        <Text style={text}>
          It was delivered on {formatDate(shipment.at)}. We hope every piece is to your liking. Should one not
          be, you may return it within 30 days of receipt; see our{" "}
          <Link
            href={`${env.publicUrl}/legal?category=return`}
            style={{ color: color.accent, textDecoration: "underline" }}
          >
            return policy
          </Link>
          .
        </Text>
        <OrderNumber order={order} />
        <LineList lines={shippedLines(data)} env={env} publicUrl={env.publicUrl} />
        <OrderButton href={env.orderLink(order.id)}>View your order</OrderButton>
      </>,
    );
  },
});
