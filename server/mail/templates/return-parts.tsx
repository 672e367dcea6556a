// Pieces the return e-mails share: the return number and its lines (what comes back, and for an
// exchange the size and colour sent instead).
import { Section, Text } from "@react-email/components";
import { colorName } from "../../../domain/colors";
import type { Order } from "../../../domain/contracts/orders";
import type { ReturnView } from "../../../domain/contracts/returns";
import { exchangeLabel, returnReasonLabel } from "../../../domain/returns";
import { color, reference, text } from "./style";

const small = { ...text, fontSize: "13px", lineHeight: "20px", margin: 0 };

export interface ReturnMailData {
  order: Order;
  ret: ReturnView;
}

export function ReturnNumber({ ret }: { ret: Pick<ReturnView, "id" | "orderId"> }) {
  return (
    <Text style={{ ...small, marginBottom: "24px" }}>
      Return number <strong style={reference}>{ret.id}</strong> · order {ret.orderId}
    </Text>
  );
}

export function ReturnLines({ ret }: { ret: ReturnView }) {
  return (
    <Section style={{ borderTop: `1px solid ${color.line}`, marginBottom: "16px" }}>
      {ret.lines.map((l) => (
        <Section key={l.position} style={{ borderBottom: `1px solid ${color.line}`, padding: "10px 0" }}>
          <Text style={{ ...small, color: color.ink }}>
            {l.title} · Colour: {colorName(l.color)} · Size: {l.size} · Quantity: {l.quantity}
          </Text>
          <Text style={small}>
            {l.kind === "exchange" ? exchangeLabel(l.exchangeSize ?? "", l.exchangeColor ?? "") : "Refund"} ·
            Reason: {returnReasonLabel(l.reason)}
          </Text>
        </Section>
      ))}
    </Section>
  );
}
