import { Heading, Text } from "@react-email/components";
import { defineTemplate } from "./define";
import { MailLayout } from "./layout";
import { OrderButton } from "./order-parts";
import { renderEmail } from "./render-react";
import { color, heading, text } from "./style";

export interface PasswordResetData {
  url: string;
}

export const passwordReset = defineTemplate<PasswordResetData>({
  description: "A link to choose a new password, valid for one hour, once.",
  sample: { url: "http://localhost:3000/api/auth/reset-password/sample-token?callbackURL=%2Freset-password" },
  secret: true,
  render: async ({ url }, env) => {
    const subject = "Reset your Atelier password";
    return renderEmail(
      subject,
      <MailLayout title={subject} preview="Choose a new password (the link is valid for one hour)." env={env}>
        <Heading as="h1" style={heading}>
          Choose a new password
        </Heading>
        <Text style={text}>Follow this link to choose a new password. It is valid for one hour, once.</Text>
        <OrderButton href={url}>Choose a new password</OrderButton>
        <Text style={{ ...text, fontSize: "13px", wordBreak: "break-all", color: color.muted }}>{url}</Text>
        <Text style={text}>
          If you did not ask for it, ignore this message: your password stays as it is.
        </Text>
      </MailLayout>,
    );
  },
});
