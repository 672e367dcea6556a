// Better Auth: e-mail + password, sessions in the database, the spec's profile fields on user.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Config } from "../config";
import type { Db } from "../db/client";
import * as schema from "../db/schema";
import type { Mailer } from "../mail/mailer";

export const MIN_PASSWORD_LENGTH = 6;

export function createAuth(deps: { db: Db; config: Config; mailer: Mailer }) {
  const { db, config, mailer } = deps;
  return betterAuth({
    appName: "Atelier",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, { provider: "pg", schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: "Reset your Atelier password",
          text: `Hello,\n\nFollow this link to choose a new password (valid for one hour, once):\n${url}\n\nIf you did not ask for it, ignore this message.\n\nAtelier Client Services`,
        });
      },
    },
    user: {
      // Role is never accepted from a sign-up body (input: false): staff assign it.
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "user", input: false },
        firstName: { type: "string", required: true },
        lastName: { type: "string", required: true },
        country: { type: "string", required: true },
        civility: { type: "string", required: true },
        subscriptionAgreement: { type: "boolean", required: false, defaultValue: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith("https://"),
      database: { generateId: () => crypto.randomUUID() },
    },
    rateLimit: { enabled: config.env !== "test", storage: "memory" },
  });
}

export type Auth = ReturnType<typeof createAuth>;
