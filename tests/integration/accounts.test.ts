// Accounts through the API: registration, sign-in and its refusals, the password reset by
// e-mail and account deletion. The profile and the address book: account-profile.test.ts.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Profile } from "../../domain/contracts/account";
import { orders, user } from "../../server/db/schema";
import { accountCalls, address, fieldsOf, registration } from "./account-calls";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { cookieOf, signIn } from "./sessions";

describe.skipIf(legUnavailable())(`accounts (${dbKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  const { json } = accountCalls(() => server);

  it("registers a customer with the spec's first address book, collapsed names and the newsletter", async () => {
    const res = await json("POST", "/api/auth/sign-up/email", registration("elise@example.com"));
    expect(res.status).toBe(200);
    const row = await server.services.db.query.user.findFirst({ where: eq(user.email, "elise@example.com") });
    expect(row).toMatchObject({
      role: "user",
      firstName: "Élise",
      lastName: "Marchand Roy",
      name: "Élise Marchand Roy",
      country: "FRA",
      civility: "civility3",
      subscriptionAgreement: true,
      addressBook: [{ type: "HOME", country: "FRA", defaultAddress: true }],
    });
    const subs = await server.services.db.query.newsletterSubscriptions.findMany();
    expect(subs.map((s) => s.email)).toContain("elise@example.com");
  });

  it.each([
    [{ role: "admin" }, "role"],
    [{ privacyAgreement: false }, "privacyAgreement"],
    [{ ageConfirmed: undefined }, "ageConfirmed"],
    [{ password: "12345" }, "password"],
    [{ email: "not-an-email" }, "email"],
    [{ country: "Select Your Country" }, "country"],
    [{ country: "XYZ" }, "country"],
    [{ civility: "civility9" }, "civility"],
    [{ firstName: "   " }, "firstName"],
  ])("refuses registration %o with 400 naming the field, creating nobody", async (extra, field) => {
    const email = `bad-${field}@example.com`;
    const res = await json("POST", "/api/auth/sign-up/email", registration(email, extra));
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toContain(field);
    expect(await server.services.db.query.user.findFirst({ where: eq(user.email, email) })).toBeUndefined();
  });

  it("says the e-mail is in use on a second registration", async () => {
    const res = await json("POST", "/api/auth/sign-up/email", registration("customer@atelier.example"));
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
    );
  });

  it("answers a refusal of the auth service in the API's shape, its fields named", async () => {
    const res = await json("POST", "/api/auth/reset-password", { token: 5, newPassword: ["x"] });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string; fields: object } };
    expect(body.error.code).toBeTruthy();
    expect(Object.keys(body.error.fields)).toContain("newPassword");
  });

  it("tells an unknown user from a wrong password, and signs in with the right one", async () => {
    const unknown = await json("POST", "/api/auth/sign-in/email", {
      email: "nobody@example.com",
      password: "whatever",
    });
    expect(unknown.status).toBe(401);
    const u = (await unknown.json()) as { error: { code: string; fields: object } };
    expect(u.error.code).toBe("USER_NOT_FOUND");
    expect(Object.keys(u.error.fields).sort()).toEqual(["email", "password"]);
    const wrong = await json("POST", "/api/auth/sign-in/email", {
      email: "customer@atelier.example",
      password: "nope-nope",
    });
    expect(wrong.status).toBe(401);
    const w = (await wrong.json()) as { error: { code: string; fields: object } };
    expect(w.error.code).toBe("INVALID_PASSWORD");
    expect(Object.keys(w.error.fields)).toEqual(["password"]);
    const ok = await json("POST", "/api/auth/sign-in/email", {
      email: " Customer@Atelier.example ",
      password: "atelier-customer",
    });
    expect(ok.status).toBe(200);
  });

  it("slows an address after 5 failed sign-ins on an account, even with the right password", async () => {
    await json("POST", "/api/auth/sign-up/email", registration("target@example.com"));
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await json("POST", "/api/auth/sign-in/email", {
            email: "target@example.com",
            password: `wrong-${i}`,
          })
        ).status,
      ).toBe(401);
    }
    const blocked = await json("POST", "/api/auth/sign-in/email", {
      email: "target@example.com",
      password: "tailored-1",
    });
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { error: { code: string } }).error.code).toBe("TOO_MANY_ATTEMPTS");
  });

  it("answers a reset request for an address without an account as for one with (decision 121), and sends nothing", async () => {
    const outbox = server.services.mailer.outboxDir!;
    await server.services.outbox.drain();
    const before = new Set(existsSync(outbox) ? readdirSync(outbox) : []);
    const known = await json("POST", "/api/auth/request-password-reset", {
      email: "elise@example.com",
      redirectTo: "/reset-password",
    });
    const unknown = await json("POST", "/api/auth/request-password-reset", {
      email: "nobody-here@example.com",
      redirectTo: "/reset-password",
    });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    await server.services.outbox.drain();
    const sent = readdirSync(outbox)
      .filter((f) => !before.has(f))
      .map((f) => readFileSync(path.join(outbox, f), "utf8"));
    expect(sent.some((m) => m.includes("elise@example.com"))).toBe(true);
    expect(sent.some((m) => m.includes("nobody-here@example.com"))).toBe(false);
  });

  it("resets a password by e-mail with a single-use link, ending other sessions", async () => {
    const oldSession = await signIn(server, "elise@example.com", "tailored-1");
    const ask = await json("POST", "/api/auth/request-password-reset", {
      email: "elise@example.com",
      redirectTo: "/reset-password",
    });
    expect(ask.status).toBe(200);
    await server.services.outbox.drain();
    const outbox = server.services.mailer.outboxDir!;
    const mail = readdirSync(outbox)
      .map((f) => readFileSync(path.join(outbox, f), "utf8"))
      .find((m) => m.includes("elise@example.com"))!;
    const token = /reset-password\/([\w-]+)/.exec(mail.replace(/=\r?\n/g, ""))?.[1];
    expect(token).toBeTruthy();
    const reset = await json("POST", "/api/auth/reset-password", { token, newPassword: "new-tailored-2" });
    expect(reset.status).toBe(200);
    expect(
      (await json("POST", "/api/auth/reset-password", { token, newPassword: "third-pass-3" })).status,
    ).toBe(400);
    expect((await server.fetch("/api/v1/me", { headers: { cookie: oldSession } })).status).toBe(401);
    expect(
      (
        await json("POST", "/api/auth/sign-in/email", {
          email: "elise@example.com",
          password: "new-tailored-2",
        })
      ).status,
    ).toBe(200);
  });

  it("a completed reset ends the account's other reset links", async () => {
    const outbox = server.services.mailer.outboxDir!;
    const linkSent = async () => {
      const before = new Set(readdirSync(outbox));
      await json("POST", "/api/auth/request-password-reset", {
        email: "elise@example.com",
        redirectTo: "/reset-password",
      });
      await server.services.outbox.drain();
      const mail = readdirSync(outbox)
        .filter((f) => !before.has(f))
        .map((f) => readFileSync(path.join(outbox, f), "utf8"))
        .find((m) => m.includes("elise@example.com"))!;
      return /reset-password\/([\w-]+)/.exec(mail.replace(/=\r?\n/g, ""))![1]!;
    };
    const earlier = await linkSent();
    const later = await linkSent();
    expect(earlier).not.toBe(later);
    expect(
      (await json("POST", "/api/auth/reset-password", { token: later, newPassword: "owner-pass-4" })).status,
    ).toBe(200);
    // The earlier link, in whoever's hands, no longer sets a password.
    expect(
      (await json("POST", "/api/auth/reset-password", { token: earlier, newPassword: "other-pass-5" }))
        .status,
    ).toBe(400);
    const signInWith = async (password: string) =>
      (await json("POST", "/api/auth/sign-in/email", { email: "elise@example.com", password })).status;
    expect(await signInWith("other-pass-5")).toBe(401);
    expect(await signInWith("owner-pass-4")).toBe(200);
  });

  it("deletes an account with its sessions and keeps its orders anonymised", async () => {
    const signup = await json("POST", "/api/auth/sign-up/email", registration("leaving@example.com"));
    const cookie = cookieOf(signup);
    const me = (await (await server.fetch("/api/v1/me", { headers: { cookie } })).json()) as Profile;
    await server.services.db.insert(orders).values({
      id: "LEAVING0001",
      userId: me.userId,
      email: "leaving@example.com",
      phoneNumber: "+1 555",
      shippingTo: { ...address, fullName: "Élise Roy" } as never,
      billingTo: { ...address, fullName: "Élise Roy" } as never,
      subtotalCents: 100,
      totalCents: 100,
    });
    const del = await json("POST", "/api/auth/delete-user", {}, cookie);
    expect(del.status).toBe(200);
    expect(
      await server.services.db.query.user.findFirst({ where: eq(user.email, "leaving@example.com") }),
    ).toBeUndefined();
    const kept = await server.services.db.query.orders.findFirst({ where: eq(orders.id, "LEAVING0001") });
    expect(kept).toMatchObject({ userId: null, phoneNumber: "", totalCents: 100 });
    expect(kept?.email).not.toContain("leaving@");
    expect(kept?.shippingTo.fullName).toBe("");
    expect((await server.fetch("/api/v1/me", { headers: { cookie } })).status).toBe(401);
    const again = await json("POST", "/api/auth/sign-in/email", {
      email: "leaving@example.com",
      password: "tailored-1",
    });
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe("USER_NOT_FOUND");
  });
});
