import { Link, Text } from "@react-email/components";
import { formatDate } from "../../../domain/dates";
import { defineTemplate } from "./define";
import { renderInLayout } from "./layout";
import { shipmentImages, shippedLines, type ShipmentMailData } from "./order-mail-data";
import { LineList, OrderButton, OrderNumber } from "./order-parts";
import { sampleOrder, sampleShipment } from "./samples";
import { color, text } from "./style";

/** The order is read after the delivery's event: 'delivered' once every piece has arrived. */
const ARRIVAL = {
  whole: { subject: "has arrived", heading: "Your parcel has arrived", rest: "" },
  "more-to-come": {
    subject: "has partly arrived",
    heading: "Part of your order has arrived",
    rest: " The rest of your order follows; we will write when it arrives.",
  },
  last: {
    subject: "has arrived",
    heading: "The rest of your order has arrived",
    rest: " With this parcel, every piece of your order is with you.",
  },
} as const;

export const orderDelivered = defineTemplate<ShipmentMailData>({
  description: "Delivered: the parcel has arrived; the 30-day return policy.",
  sample: {
    order: { ...sampleOrder, status: "delivered" },
    shipment: { ...sampleShipment, lines: [0, 1], at: "2026-11-27T14:30:00.000Z" },
  },
  images: shipmentImages,
  render: async (data, env) => {
    const { order, shipment } = data;
    // Lines cancelled on their own never came (decision 126): a parcel of all the others is the order.
    const cancelled = order.cancelledLines?.positions.length ?? 0;
    const part =
      order.status !== "delivered"
        ? "more-to-come"
        : shipment.lines.length < order.lines.length - cancelled
          ? "last"
          : "whole";
    const arrival = ARRIVAL[part];
    const subject = `Your Atelier order ${order.id} ${arrival.subject}`;
    return renderInLayout(
      { subject, preview: "Your parcel has been delivered.", heading: arrival.heading, env },
      <>
        <Text style={text}>
          It was delivered on {formatDate(shipment.at)}.{arrival.rest} We hope every piece is to your liking.
          Should one not be, you may return it within 30 days of receipt; see our{" "}
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
