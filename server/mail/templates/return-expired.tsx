import { Text } from "@react-email/components";
import { formatDate } from "../../../domain/dates";
import { defineTemplate } from "./define";
import { renderInLayout } from "./layout";
import { OrderButton } from "./order-parts";
import { ReturnLines, ReturnNumber, type ReturnMailData } from "./return-parts";
import { sampleReturnData } from "./return-samples";
import { text } from "./style";

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
    return renderInLayout(
      {
        subject,
        preview: "We did not receive your return parcel in time.",
        heading: "Your return has expired",
        env,
      },
      <>
        <ReturnNumber ret={ret} />
        <Text style={text}>
          We had not received the parcel of this return by {formatDate(ret.deadlineAt)}, 14 days after your
          request, so it has been closed. If you have sent it, please contact our client service with the
          return number.
        </Text>
        <ReturnLines ret={ret} />
        <OrderButton href={env.orderLink(order.id)}>View your order</OrderButton>
      </>,
    );
  },
});
