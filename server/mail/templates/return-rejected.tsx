import { Section, Text } from "@react-email/components";
import { defineTemplate } from "./define";
import { renderInLayout } from "./layout";
import { LineList } from "./order-parts";
import { returnImages, type ReturnStepMailData } from "./return-step-data";
import { FollowOrder, ReturnNumbers } from "./return-step-parts";
import { sampleRefundReturn } from "./return-step-samples";
import { color, label, text } from "./style";

export const returnRejected = defineTemplate<ReturnStepMailData>({
  description: "Return declined: the reason staff gave, and how to reach client service.",
  sample: { ...sampleRefundReturn, reason: "The piece has been worn and its label removed." },
  images: returnImages,
  render: async (data, env) => {
    const subject = `About your return ${data.returnId}`;
    return renderInLayout(
      {
        subject,
        preview: "We could not accept this return.",
        heading: "We could not accept your return",
        env,
      },
      <>
        <Text style={text}>
          We are sorry: this return does not meet our terms of sale. If you would like to talk about it, our
          client advisors will gladly help.
        </Text>
        <Section style={{ backgroundColor: color.paper, padding: "16px", marginBottom: "24px" }}>
          <Text style={label}>Reason</Text>
          <Text style={{ ...text, color: color.ink, margin: 0 }}>{data.reason ?? ""}</Text>
        </Section>
        <ReturnNumbers data={data} />
        <LineList lines={data.lines} env={env} publicUrl={env.publicUrl} />
        <FollowOrder data={data} env={env} />
      </>,
    );
  },
});
