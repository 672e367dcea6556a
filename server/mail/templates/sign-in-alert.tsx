// Tells an account's owner that someone keeps failing to sign in (once a day at most), in the
// shop's frame, with the way to a new password.
import { Text } from "@react-email/components";
import { defineTemplate } from "./define";
import { renderInLayout } from "./layout";
import { OrderButton } from "./order-parts";
import { text } from "./style";

export interface SignInAlertData {
  /** Failed sign-ins on the account within the last 24 hours. */
  failures: number;
}

export const signInAlert = defineTemplate<SignInAlertData>({
  description: "Tells an account's owner of repeated failed sign-ins (once a day at most).",
  sample: { failures: 10 },
  render: async ({ failures }, env) => {
    const subject = "Unsuccessful sign-in attempts on your Atelier account";
    return renderInLayout(
      {
        subject,
        preview: `${failures} unsuccessful attempts to sign in to your account.`,
        heading: "Unsuccessful sign-in attempts",
        env,
      },
      <>
        <Text style={text}>
          There have been {failures} unsuccessful attempts to sign in to your Atelier account in the last 24
          hours.
        </Text>
        <Text style={text}>
          Nothing on your account has changed. Further attempts from the same places are being slowed down;
          you can still sign in as usual.
        </Text>
        <Text style={text}>
          If these attempts were not yours, we recommend choosing a new password: on the sign-in page, select
          &lsquo;Forgot Password&rsquo;.
        </Text>
        <OrderButton href={`${env.publicUrl}/login`}>Go to sign in</OrderButton>
      </>,
    );
  },
});
