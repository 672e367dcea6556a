import { Text } from "@react-email/components";
import { defineTemplate } from "./define";
import { renderInLayout } from "./layout";
import { parcelPart, shipmentImages, shippedLines, type ShipmentMailData } from "./order-mail-data";
import { LineList, OrderButton, OrderNumber, TrackingBox } from "./order-parts";
import { sampleOrder, sampleShipment } from "./samples";
import { label, text } from "./style";

const PARCEL_OPENING = {
  whole: "Your order has left our atelier.",
  "more-to-come": "Part of your order has left our atelier; the rest follows in a separate parcel.",
  last: "The rest of your order has left our atelier: with this parcel, every piece is on its way.",
} as const;

export const orderShipped = defineTemplate<ShipmentMailData>({
  description: "Shipped: the carrier, the tracking number and link, and the lines in the parcel.",
  sample: { order: { ...sampleOrder, status: "partially_shipped" }, shipment: sampleShipment },
  images: shipmentImages,
  render: async (data, env) => {
    const { order, shipment } = data;
    const lines = shippedLines(data);
    const part = parcelPart(data);
    const subject = `Your Atelier order ${order.id} is on its way`;
    return renderInLayout(
      {
        subject,
        preview: `Tracking number ${shipment.trackingNumber}.`,
        heading: "Your pieces are on their way",
        env,
      },
      <>
        <Text style={text}>
          {PARCEL_OPENING[part]} Delivery needs a signature, Monday to Friday, with two attempts. Payment for
          these pieces is taken now, as they ship.
        </Text>
        <TrackingBox carrier={shipment.carrier} trackingNumber={shipment.trackingNumber} />
        <OrderNumber order={order} />
        <Text style={label}>In this parcel</Text>
        <LineList lines={lines} env={env} publicUrl={env.publicUrl} />
        <OrderButton href={env.orderLink(order.id)}>Follow your order</OrderButton>
      </>,
    );
  },
});
