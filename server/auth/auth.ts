// Better Auth: e-mail + password, sessions in the database, the spec's profile fields on user.
import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { eq } from "drizzle-orm";
import * as schema from "../db/schema";
import { user as userTable } from "../db/schema";
import type { RequestTrust } from "../http/request-trust";
import type { HitCounter } from "../limits/hit-counter";
import { AUTH_REQUESTS } from "../limits/rules";
import { SignInThrottle } from "./sign-in-throttle";
import { forgetResetLinks } from "./reset-links";
import { hashPassword, verifyPassword } from "./password-hash";
import { upgradeHash } from "./upgrade-hash";
import type { LiveHub } from "../live/hub";
import { enqueueMail } from "../mail/outbox";
import { initialAddressBook } from "../../domain/address-book";
import { stepDownBeforeDeletion } from "../services/dashboard/last-admin";
import { LAST_ADMIN_CODE, LAST_ADMIN_DELETED } from "../../domain/last-administrator";
import { subscribe } from "../services/content/newsletter";

export const MIN_PASSWORD_LENGTH = 6;
export const CLIENT_IP_HEADER = "x-atelier-client-ip";

export function createAuth(deps: {
  db: Db;
  config: Config;
  live: LiveHub;
  hits: HitCounter;
  trust: RequestTrust;
}) {
  const { db, config, live, hits, trust } = deps;
  return betterAuth({
    appName: "Atelier",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    // PUBLIC_URL, the loopback aliases, TRUSTED_ORIGINS and a trusted proxy's forwarded origin.
    trustedOrigins: (request) => trust.trustedOrigins(request?.headers),
    telemetry: { enabled: false },
    database: drizzleAdapter(db, { provider: "pg", schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      // 8 MiB of work per hash instead of 32 (password-hash.ts, decision 98).
      password: { hash: hashPassword, verify: ({ hash, password }) => verifyPassword(hash, password) },
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Through the outbox like every e-mail: a mail server that is down delays the message
      // instead of failing the request, and the sender retries it.
      // A completed reset proves the owner: their account's failed sign-ins are forgotten, from
      // every address, so they sign in at once wherever the guessing came from.
      // Other reset links sent to the account stop working (reset-links.ts).
      onPasswordReset: async ({ user }) => {
        await new SignInThrottle(hits).clearAccount(user.email);
        await forgetResetLinks(db, user.id);
      },
      sendResetPassword: async ({ user, url }) => {
        await enqueueMail(db, { to: user.email, template: "password-reset", data: { url } });
      },
    },
    user: {
      deleteUser: {
        enabled: true,
        // Orders stay for the books, without the person (docs/behaviour.md: deletion keeps them anonymised).
        beforeDelete: async (u) => {
          // The shop keeps an administrator (decision 17): the last one stays until they name
          // another. The role is read from the database, under lock (last-admin.ts).
          if (!(await stepDownBeforeDeletion(db, u.id)))
            throw new APIError("CONFLICT", { code: LAST_ADMIN_CODE, message: LAST_ADMIN_DELETED });
          // Their orders are anonymised by the user row's delete trigger (migration 0024), under
          // the row's lock, so an order still being placed is not missed.
        },
      },
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
    databaseHooks: {
      user: {
        create: {
          // Whatever reached Better Auth, a new account is a customer.
          before: async (u) => ({ data: { ...u, role: "user" } }),
          // Better Auth writes only the fields it knows; the spec's first address book (HOME with
          // the country and the default flag) is set right after.
          after: async (u) => {
            await db
              .update(userTable)
              .set({ addressBook: initialAddressBook(String(u.country ?? "USA")) })
              .where(eq(userTable.id, u.id));
            if (u.subscriptionAgreement === true)
              await subscribe(db, { email: u.email.toLowerCase(), user: u });
          },
        },
        // Open pages of this user learn of the change (or the deletion) at once.
        update: { after: async (u) => live.publish({ type: "user", userId: u.id }) },
        delete: { after: async (u) => live.publish({ type: "user", userId: u.id }) },
      },
    },
    hooks: {
      // A password hashed with older settings is hashed again with today's once it has just been
      // verified (upgrade-hash.ts). A failure leaves the old hash, which still verifies: the next
      // sign-in tries again, and this one succeeds either way.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email") return;
        const user = ctx.context.newSession?.user;
        const password = (ctx.body as { password?: unknown } | undefined)?.password;
        if (user && typeof password === "string") await upgradeHash(db, user.id, password).catch(() => false);
      }),
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      // Set by the front door from the TCP connection (a client-sent copy is dropped), so rate
      // limits and session records key on the real address rather than one shared bucket.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith("https://"),
      database: { generateId: () => crypto.randomUUID() },
    },
    // Per client address, counted in the database like every other limit (limits/rules.ts).
    // Failed sign-ins are also counted per account by the front door.
    rateLimit: {
      enabled: config.authRateLimit,
      ...AUTH_REQUESTS,
      customStorage: {
        consume: async (key, rule) => {
          const taken = await hits.take(`auth:${key}`, { limit: rule.max, windowMs: rule.window * 1000 });
          return taken.allowed
            ? { allowed: true, retryAfter: null }
            : { allowed: false, retryAfter: taken.retryAfter };
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
