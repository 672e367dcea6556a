// The acknowledgement of a message sent through the contact form: the page tells the sender to
// check their e-mail, so this is what they find there — what they wrote, and when to expect the
// answer (which staff write from their own mail, having read it in Messages).
import { Section, Text } from "@react-email/components";
import { defineTemplate } from "./define";
import { renderInLayout } from "./layout";
import { color, label, reference, text } from "./style";

export interface ContactReceivedData {
  firstName: string;
  subject: string;
  orderId: string | null;
  message: string;
}

export const contactReceived = defineTemplate<ContactReceivedData>({
  description: "Contact form: the sender's copy of their message, and when client service will answer.",
  sample: {
    firstName: "Claire",
    subject: "Order",
    orderId: "K7Q2M9X4B1Z",
    message: "Could the coat be delivered on a Friday?\nThe concierge is away on Thursdays.",
  },
  images: () => [],
  render: async (d, env) => {
    const subject = `We have your message: ${d.subject}`;
    return renderInLayout(
      {
        subject,
        preview: "Our client service will answer within 1-2 working days.",
        heading: "Thank you for writing",
        env,
      },
      <>
        <Text style={text}>
          Dear {d.firstName}, your message has reached our client service. An advisor will answer you at this
          address within 1-2 working days.
        </Text>
        <Section style={{ backgroundColor: color.paper, padding: "16px", marginBottom: "24px" }}>
          <Text style={label}>{d.subject}</Text>
          {d.orderId ? (
            <Text style={{ ...text, margin: "0 0 8px" }}>
              Order <span style={reference}>{d.orderId}</span>
            </Text>
          ) : null}
          <Text style={{ ...text, color: color.ink, margin: 0, whiteSpace: "pre-line" }}>{d.message}</Text>
        </Section>
        <Text style={{ ...text, fontSize: "13px", color: color.muted }}>
          If you did not write to us, someone typed your address by mistake: there is nothing to do.
        </Text>
      </>,
    );
  },
});
