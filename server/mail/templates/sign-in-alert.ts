import { defineTemplate } from "./define";

export interface SignInAlertData {
  /** Failed sign-ins on the account within the last 24 hours. */
  failures: number;
}

export const signInAlert = defineTemplate<SignInAlertData>({
  description: "Tells an account's owner of repeated failed sign-ins (once a day at most).",
  sample: { failures: 10 },
  render: async ({ failures }, { publicUrl }) => ({
    subject: "Unsuccessful sign-in attempts on your Atelier account",
    text: `Hello,\n\nThere have been ${failures} unsuccessful attempts to sign in to your Atelier account in the last 24 hours.\n\nNothing on your account has changed. Further attempts from the same places are being slowed down; you can still sign in as usual.\n\nIf these attempts were not yours, we recommend choosing a new password: on ${publicUrl}/login, select "Forgot your password?".\n\nAtelier Client Services`,
    html: "",
  }),
});
