import { Heading, Link, Section, Text } from "@react-email/components";
import { carrierName, trackingUrl } from "../../../domain/carriers";
import { defineTemplate } from "./define";
import { MailLayout } from "./layout";
import { LineList } from "./order-parts";
import { renderEmail } from "./render-react";
import { replacementLines, returnImages, type ReturnStepMailData } from "./return-step-data";
import { FollowOrder, ReturnNumbers } from "./return-step-parts";
import { sampleExchangeReturn } from "./return-step-samples";
import { color, heading, label, text } from "./style";

export const exchangeShipped = defineTemplate<ReturnStepMailData>({
  description: "Exchange shipped: the replacement's carrier, tracking number and link.",
  sample: sampleExchangeReturn,
  images: returnImages,
  render: async (data, env) => {
    const shipment = data.shipment ?? { carrier: "", trackingNumber: "", at: "" };
    const link = trackingUrl(shipment.carrier, shipment.trackingNumber);
    const subject = `Your exchange ${data.returnId} is on its way`;
    return renderEmail(
      subject,
      <MailLayout title={subject} preview={`Tracking number ${shipment.trackingNumber}.`} env={env}>
        <Heading as="h1" style={heading}>
          Your new pieces are on their way
        </Heading>
        <Text style={text}>
          Your replacement has left our atelier. Delivery needs a signature, Monday to Friday, with two
          attempts. There is nothing to pay.
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
        <ReturnNumbers data={data} />
        <Text style={label}>In this parcel</Text>
        <LineList lines={replacementLines(data)} env={env} publicUrl={env.publicUrl} />
        <FollowOrder data={data} env={env} />
      </MailLayout>,
    );
  },
});
