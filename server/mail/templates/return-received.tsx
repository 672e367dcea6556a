import { Text } from "@react-email/components";
import { defineTemplate } from "./define";
import { renderInLayout } from "./layout";
import { LineList } from "./order-parts";
import {
  hasExchange,
  hasRefund,
  returnImages,
  returnLineNotes,
  type ReturnStepMailData,
} from "./return-step-data";
import { FollowOrder, ReturnNumbers } from "./return-step-parts";
import { sampleRefundReturn } from "./return-step-samples";
import { text } from "./style";

/** What follows, for the pieces to refund, to exchange, or both (each piece says which, below). */
function nextSteps(data: ReturnStepMailData): string {
  const refund = hasRefund(data);
  const exchange = hasExchange(data);
  if (refund && exchange)
    return "Once the pieces are checked, we refund those returned for a refund to your card within 14 days, and prepare the replacements of those you are exchanging; we will write again when they ship.";
  if (refund) return "Once the pieces are checked, we refund them to your card within 14 days.";
  return exchange ? "We are preparing your replacement pieces and will write again when they ship." : "";
}

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
        <Text style={text}>Thank you: your parcel has reached our atelier. {nextSteps(data)}</Text>
        <ReturnNumbers data={data} />
        <LineList lines={data.lines} env={env} publicUrl={env.publicUrl} notes={returnLineNotes(data)} />
        <FollowOrder data={data} env={env} />
      </>,
    );
  },
});
