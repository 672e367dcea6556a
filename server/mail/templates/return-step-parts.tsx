// Pieces the return-step e-mails share: the return and order numbers, and the link to the order.
import { Text } from "@react-email/components";
import { formatDate } from "../../../domain/dates";
import type { MailEnv } from "./define";
import { OrderButton } from "./order-parts";
import type { ReturnStepMailData } from "./return-step-data";
import { reference, text } from "./style";

const small = { ...text, fontSize: "13px", lineHeight: "20px", marginBottom: "24px" };

export function ReturnNumbers({ data }: { data: ReturnStepMailData }) {
  return (
    <Text style={small}>
      Return number <strong style={reference}>{data.returnId}</strong> · order {data.order.id}, placed on{" "}
      {formatDate(data.order.purchasedAt)}
      {data.replacementOrderId ? ` · replacement order ${data.replacementOrderId}` : null}
    </Text>
  );
}

/** The order to follow: an exchange's replacement once it exists, else the order returned from. */
export function FollowOrder({ data, env }: { data: ReturnStepMailData; env: MailEnv }) {
  return data.replacementOrderId ? (
    <OrderButton href={env.orderLink(data.replacementOrderId)}>Follow the replacement</OrderButton>
  ) : (
    <OrderButton href={env.orderLink(data.order.id)}>View the order</OrderButton>
  );
}
