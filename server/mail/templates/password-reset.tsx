import { Text } from "@react-email/components";
import { defineTemplate } from "./define";
import { renderInLayout } from "./layout";
import { OrderButton } from "./order-parts";
import { color, text } from "./style";

export interface PasswordResetData {
  url: string;
}

export const passwordReset = defineTemplate<PasswordResetData>({
  description: "A link to choose a new password, valid for one hour, once.",
  // Relative, so the staff preview shows the shop's own address; a sent link is always absolute.
  sample: { url: "/api/auth/reset-password/sample-token?callbackURL=%2Freset-password" },
  secret: true,
  render: async (data, env) => {
    const url = new URL(data.url, env.publicUrl).toString();
    const subject = "Reset your Atelier password";
    return renderInLayout(
      {
        subject,
        preview: "Choose a new password (the link is valid for one hour).",
        heading: "Choose a new password",
        env,
      },
      <>
        <Text style={text}>Follow this link to choose a new password. It is valid for one hour, once.</Text>
        <OrderButton href={url}>Choose a new password</OrderButton>
        <Text style={{ ...text, fontSize: "13px", wordBreak: "break-all", color: color.muted }}>{url}</Text>
        <Text style={text}>
          If you did not ask for it, ignore this message: your password stays as it is.
        </Text>
      </>,
    );
  },
});
