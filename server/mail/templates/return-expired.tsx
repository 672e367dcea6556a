import { Heading, Text } from "@react-email/components";
import { formatDate } from "../../../domain/dates";
import { defineTemplate } from "./define";
import { MailLayout } from "./layout";
import { OrderButton } from "./order-parts";
import { renderEmail } from "./render-react";
import { ReturnLines, ReturnNumber, type ReturnMailData } from "./return-parts";
import { sampleReturnData } from "./return-samples";
import { heading, text } from "./style";

/** docs/behaviour.md §4 Returns: the parcel did not arrive within 14 days of the request. */
export const returnExpired = defineTemplate<ReturnMailData>({
  description: "Return expired: the parcel did not arrive within 14 days of the request.",
  sample: {
    ...sampleReturnData,
    ret: { ...sampleReturnData.ret, status: "expired", expiredAt: "2026-12-16T00:00:00.000Z" },
  },
  render: async (data, env) => {
    const { order, ret } = data;
    const subject = `Your Atelier return ${ret.id} has expired`;
    return renderEmail(
      subject,
      <MailLayout title={subject} preview="We did not receive your return parcel in time." env={env}>
        <Heading as="h1" style={heading}>
          Your return has expired
        </Heading>
        <ReturnNumber ret={ret} />
        <Text style={text}>
          We had not received the parcel of this return by {formatDate(ret.deadlineAt)}, 14 days after your
          request, so it has been closed. If you have sent it, please contact our client service with the
          return number.
        </Text>
        <ReturnLines ret={ret} />
        <OrderButton href={env.orderLink(order.id)}>View your order</OrderButton>
      </MailLayout>,
    );
  },
});
