// The acknowledgement of a message sent through the contact form: the page tells the sender to
// check their e-mail. The form is public and its address unconfirmed, so the message repeats
// nothing that was typed (no name, subject or text): the shop must not carry a stranger's words
// to any address they choose. What was written is kept for staff in Messages.
import { Text } from "@react-email/components";
import { defineTemplate } from "./define";
import { renderInLayout } from "./layout";
import { color, text } from "./style";

/** Nothing: see above. */
export type ContactReceivedData = Record<string, never>;

export const contactReceived = defineTemplate<ContactReceivedData>({
  description: "Contact form: a fixed acknowledgement, and when client service will answer.",
  sample: {},
  images: () => [],
  render: async (_data, env) =>
    renderInLayout(
      {
        subject: "We have your message",
        preview: "Our client service will answer within 1-2 working days.",
        heading: "Thank you for writing",
        env,
      },
      <>
        <Text style={text}>
          Your message has reached our client service. An advisor will answer you at this address within 1-2
          working days.
        </Text>
        <Text style={{ ...text, fontSize: "13px", color: color.muted }}>
          If you did not write to us, someone typed your address by mistake: there is nothing to do.
        </Text>
      </>,
    ),
});
