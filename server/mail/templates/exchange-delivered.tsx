import { Text } from "@react-email/components";
import { defineTemplate } from "./define";
import { renderInLayout } from "./layout";
import { LineList } from "./order-parts";
import { replacementImages, replacementLines, type ReturnStepMailData } from "./return-step-data";
import { FollowOrder, ReturnNumbers } from "./return-step-parts";
import { sampleExchangeReturn } from "./return-step-samples";
import { text } from "./style";

export const exchangeDelivered = defineTemplate<ReturnStepMailData>({
  description: "Exchange delivered: the replacement has arrived.",
  sample: sampleExchangeReturn,
  images: replacementImages,
  render: async (data, env) => {
    const subject = `Your exchange ${data.returnId} has been delivered`;
    return renderInLayout(
      { subject, preview: "Your new pieces have arrived.", heading: "Your new pieces have arrived", env },
      <>
        <Text style={text}>We hope they are just right. Thank you for choosing Atelier.</Text>
        <ReturnNumbers data={data} />
        <LineList lines={replacementLines(data)} env={env} publicUrl={env.publicUrl} priced={false} />
        <FollowOrder data={data} env={env} />
      </>,
    );
  },
});
