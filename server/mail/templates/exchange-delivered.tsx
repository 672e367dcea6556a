import { Heading, Text } from "@react-email/components";
import { defineTemplate } from "./define";
import { MailLayout } from "./layout";
import { LineList } from "./order-parts";
import { renderEmail } from "./render-react";
import { replacementLines, returnImages, type ReturnStepMailData } from "./return-step-data";
import { FollowOrder, ReturnNumbers } from "./return-step-parts";
import { sampleExchangeReturn } from "./return-step-samples";
import { heading, text } from "./style";

export const exchangeDelivered = defineTemplate<ReturnStepMailData>({
  description: "Exchange delivered: the replacement has arrived.",
  sample: sampleExchangeReturn,
  images: returnImages,
  render: async (data, env) => {
    const subject = `Your exchange ${data.returnId} has been delivered`;
    return renderEmail(
      subject,
      <MailLayout title={subject} preview="Your new pieces have arrived." env={env}>
        <Heading as="h1" style={heading}>
          Your new pieces have arrived
        </Heading>
        <Text style={text}>We hope they are just right. Thank you for choosing Atelier.</Text>
        <ReturnNumbers data={data} />
        <LineList lines={replacementLines(data)} env={env} publicUrl={env.publicUrl} />
        <FollowOrder data={data} env={env} />
      </MailLayout>,
    );
  },
});
