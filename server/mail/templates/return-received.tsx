import { Heading, Text } from "@react-email/components";
import { defineTemplate } from "./define";
import { MailLayout } from "./layout";
import { LineList } from "./order-parts";
import { renderEmail } from "./render-react";
import { hasExchange, hasRefund, returnImages, type ReturnStepMailData } from "./return-step-data";
import { FollowOrder, ReturnNumbers } from "./return-step-parts";
import { sampleRefundReturn } from "./return-step-samples";
import { heading, text } from "./style";

export const returnReceived = defineTemplate<ReturnStepMailData>({
  description: "Return received: the pieces are back at the atelier; what happens next.",
  sample: sampleRefundReturn,
  images: returnImages,
  render: async (data, env) => {
    const subject = `We have received your return ${data.returnId}`;
    return renderEmail(
      subject,
      <MailLayout title={subject} preview="Your parcel has arrived at our atelier." env={env}>
        <Heading as="h1" style={heading}>
          Your return has arrived
        </Heading>
        <Text style={text}>
          Thank you: your parcel has reached our atelier.
          {hasRefund(data) ? " Once the pieces are checked, we refund them to your card within 14 days." : ""}
          {hasExchange(data)
            ? " We are preparing your replacement pieces and will write again when they ship."
            : ""}
        </Text>
        <ReturnNumbers data={data} />
        <LineList lines={data.lines} env={env} publicUrl={env.publicUrl} />
        <FollowOrder data={data} env={env} />
      </MailLayout>,
    );
  },
});
