import { Text } from "@react-email/components";
import { defineTemplate } from "./define";
import { renderInLayout } from "./layout";
import { LineList } from "./order-parts";
import { replacementImages, replacementLines, type ReturnStepMailData } from "./return-step-data";
import { FollowOrder, ReturnNumbers } from "./return-step-parts";
import { sampleExchangeReturn } from "./return-step-samples";
import { label, text } from "./style";

export const exchangePrepared = defineTemplate<ReturnStepMailData>({
  description: "Exchange: the replacement pieces are set aside and being prepared for shipping.",
  sample: { ...sampleExchangeReturn, shipment: undefined },
  images: replacementImages,
  render: async (data, env) => {
    const subject = `Your exchange ${data.returnId} is being prepared`;
    return renderInLayout(
      {
        subject,
        preview: "Your new pieces are set aside for you.",
        heading: "Your exchange is being prepared",
        env,
      },
      <>
        <Text style={text}>
          Your new pieces are set aside for you and are being prepared. We will write again with the tracking
          number as soon as they leave our atelier.
        </Text>
        <ReturnNumbers data={data} />
        <Text style={label}>Your replacement</Text>
        <LineList lines={replacementLines(data)} env={env} publicUrl={env.publicUrl} priced={false} />
        <FollowOrder data={data} env={env} />
      </>,
    );
  },
});
