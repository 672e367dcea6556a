import { Text } from "@react-email/components";
import { defineTemplate } from "./define";
import { renderInLayout } from "./layout";
import { LineList } from "./order-parts";
import { hasExchange, hasRefund, returnImages, type ReturnStepMailData } from "./return-step-data";
import { FollowOrder, ReturnNumbers } from "./return-step-parts";
import { sampleRefundReturn } from "./return-step-samples";
import { text } from "./style";

export const returnReceived = defineTemplate<ReturnStepMailData>({
  description: "Return received: the pieces are back at the atelier; what happens next.",
  sample: sampleRefundReturn,
  images: returnImages,
  render: async (data, env) => {
    const subject = `We have received your return ${data.returnId}`;
    return renderInLayout(
      {
        subject,
        preview: "Your parcel has arrived at our atelier.",
        heading: "Your return has arrived",
        env,
      },
      <>
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
      </>,
    );
  },
});
