import { Text } from "@react-email/components";
import { formatDate } from "../../../domain/dates";
import { RETURN_ADDRESS } from "../../../domain/returns";
import { defineTemplate } from "./define";
import { renderInLayout } from "./layout";
import { OrderButton } from "./order-parts";
import { ReturnLines, ReturnNumber, type ReturnMailData } from "./return-parts";
import { sampleReturnData } from "./return-samples";
import { reference, text } from "./style";

/** docs/behaviour.md §4 Returns: the number, the date by which the parcel must arrive, how to send it. */
export const returnRequested = defineTemplate<ReturnMailData>({
  description: "Return requested: the return number, the date the parcel must arrive by, instructions.",
  sample: sampleReturnData,
  render: async (data, env) => {
    const { order, ret } = data;
    const subject = `Your Atelier return ${ret.id}`;
    return renderInLayout(
      {
        subject,
        preview: `Send your parcel by ${formatDate(ret.deadlineAt)}.`,
        heading: "We have your return request",
        env,
      },
      <>
        <ReturnNumber ret={ret} />
        <Text style={text}>
          Your parcel must reach us by <strong>{formatDate(ret.deadlineAt)}</strong>. A return that has not
          arrived by then expires.
        </Text>
        <Text style={text}>
          Pack the pieces below in their original packaging with their tags, write the return number{" "}
          <span style={reference}>{ret.id}</span> on a note inside the parcel, and send it to:{" "}
          {RETURN_ADDRESS.join(", ")}.
        </Text>
        <ReturnLines ret={ret} />
        <Text style={text}>
          We will write to you when the parcel arrives;{" "}
          {ret.lines.some((l) => l.kind !== "exchange")
            ? "refunds are paid within 14 days of its receipt."
            : "we send your replacement once it has been checked."}
        </Text>
        <OrderButton href={env.orderLink(order.id)}>View your order</OrderButton>
      </>,
    );
  },
});
