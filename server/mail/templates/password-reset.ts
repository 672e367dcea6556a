import { defineTemplate } from "./define";

export interface PasswordResetData {
  url: string;
}

export const passwordReset = defineTemplate<PasswordResetData>({
  description: "A link to choose a new password, valid for one hour, once.",
  sample: { url: "http://localhost:3000/api/auth/reset-password/sample-token?callbackURL=%2Freset-password" },
  secret: true,
  render: async ({ url }) => ({
    subject: "Reset your Atelier password",
    text: `Hello,\n\nFollow this link to choose a new password (valid for one hour, once):\n${url}\n\nIf you did not ask for it, ignore this message.\n\nAtelier Client Services`,
    html: "",
  }),
});
