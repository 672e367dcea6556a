import { Text } from "@react-email/components";
import { defineTemplate } from "./define";
import { renderInLayout } from "./layout";
import { LineList, TrackingBox } from "./order-parts";
import { replacementImages, replacementLines, type ReturnStepMailData } from "./return-step-data";
import { FollowOrder, ReturnNumbers } from "./return-step-parts";
import { sampleExchangeReturn } from "./return-step-samples";
import { label, text } from "./style";

export const exchangeShipped = defineTemplate<ReturnStepMailData>({
  description: "Exchange shipped: the replacement's carrier, tracking number and link.",
  sample: sampleExchangeReturn,
  images: replacementImages,
  render: async (data, env) => {
    const shipment = data.shipment ?? { carrier: "", trackingNumber: "", at: "" };
    const subject = `Your exchange ${data.returnId} is on its way`;
    return renderInLayout(
      {
        subject,
        preview: `Tracking number ${shipment.trackingNumber}.`,
        heading: "Your new pieces are on their way",
        env,
      },
      <>
        <Text style={text}>
          Your replacement has left our atelier. Delivery needs a signature, Monday to Friday, with two
          attempts. There is nothing to pay.
        </Text>
        <TrackingBox carrier={shipment.carrier} trackingNumber={shipment.trackingNumber} />
        <ReturnNumbers data={data} />
        <Text style={label}>In this parcel</Text>
        <LineList lines={replacementLines(data)} env={env} publicUrl={env.publicUrl} priced={false} />
        <FollowOrder data={data} env={env} />
      </>,
    );
  },
});
