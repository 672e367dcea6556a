import { Section, Text } from "@react-email/components";
import { formatPrice } from "../../../domain/money";
import { defineTemplate } from "./define";
import { renderInLayout } from "./layout";
import { CouponShareNote, LineList } from "./order-parts";
import { returnImages, type ReturnStepMailData } from "./return-step-data";
import { FollowOrder, ReturnNumbers } from "./return-step-parts";
import { sampleRefundReturn } from "./return-step-samples";
import { color, label, text } from "./style";

export const returnRefunded = defineTemplate<ReturnStepMailData>({
  description: "Refund approved: the amount paid back, and to which card.",
  sample: sampleRefundReturn,
  images: returnImages,
  render: async (data, env) => {
    const amount = formatPrice(data.refundCents ?? 0);
    const subject = `Your refund of ${amount} for return ${data.returnId}`;
    return renderInLayout(
      { subject, preview: `${amount} is on its way back to you.`, heading: "Your refund is on its way", env },
      <>
        <Text style={text}>
          {data.insteadOfExchange
            ? "We could not send the exchange you asked for, so instead we have refunded the returned pieces"
            : "We have refunded the returned pieces"}
          {data.order.cardLast4
            ? ` to the card ending in ${data.order.cardLast4}`
            : " to the card you paid with"}
          . Depending on your bank, it may take a few days to appear.
        </Text>
        <Section style={{ backgroundColor: color.paper, padding: "16px", marginBottom: "24px" }}>
          <Text style={label}>Refunded</Text>
          <Text style={{ ...text, color: color.ink, margin: 0 }}>{amount}</Text>
          <CouponShareNote order={data.order} />
        </Section>
        <ReturnNumbers data={data} />
        <LineList lines={data.lines} env={env} publicUrl={env.publicUrl} />
        <FollowOrder data={data} env={env} />
      </>,
    );
  },
});
