import { Heading, Link, Section, Text } from "@react-email/components";
import { carrierName, trackingUrl } from "../../../domain/carriers";
import { defineTemplate } from "./define";
import { MailLayout } from "./layout";
import { shipmentImages, shippedLines, type ShipmentMailData } from "./order-mail-data";
import { LineList, OrderButton, OrderNumber } from "./order-parts";
import { renderEmail } from "./render-react";
import { sampleOrder, sampleShipment } from "./samples";
import { color, heading, label, text } from "./style";

export const orderShipped = defineTemplate<ShipmentMailData>({
  description: "Shipped: the carrier, the tracking number and link, and the lines in the parcel.",
  sample: { order: { ...sampleOrder, status: "partially_shipped" }, shipment: sampleShipment },
  images: shipmentImages,
  render: async (data, env) => {
    const { order, shipment } = data;
    const lines = shippedLines(data);
    const partial = lines.length < order.lines.length;
    const link = trackingUrl(shipment.carrier, shipment.trackingNumber);
    const subject = `Your Atelier order ${order.id} is on its way`;
    return renderEmail(
      subject,
      <MailLayout title={subject} preview={`Tracking number ${shipment.trackingNumber}.`} env={env}>
        <Heading as="h1" style={heading}>
          Your pieces are on their way
        </Heading>
        <Text style={text}>
          {partial
            ? "Part of your order has left our atelier; the rest follows in a separate parcel."
            : "Your order has left our atelier."}{" "}
          Delivery needs a signature, Monday to Friday, with two attempts. Payment for these pieces is taken
          now, as they ship.
        </Text>
        <Section style={{ backgroundColor: color.paper, padding: "16px", marginBottom: "24px" }}>
          <Text style={label}>Carrier</Text>
          <Text style={{ ...text, color: color.ink }}>{carrierName(shipment.carrier)}</Text>
          <Text style={label}>Tracking number</Text>
          <Text style={{ ...text, color: color.ink, margin: 0 }}>
            {link ? (
              <Link href={link} style={{ color: color.accent, textDecoration: "underline" }}>
                {shipment.trackingNumber}
              </Link>
            ) : (
              shipment.trackingNumber
            )}
          </Text>
        </Section>
        <OrderNumber order={order} />
        <Text style={label}>In this parcel</Text>
        <LineList lines={lines} env={env} publicUrl={env.publicUrl} />
        <OrderButton href={env.orderLink(order.id)}>Follow your order</OrderButton>
      </MailLayout>,
    );
  },
});
