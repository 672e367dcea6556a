import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS_BOOK_FULL_MESSAGE, ADDRESS_BOOK_LIMIT } from "../../domain/address-book-core";
import type { Profile } from "../../domain/contracts/account";
import { orders, user } from "../../server/db/schema";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { signIn } from "./sessions";
import { usAddress } from "../fixtures/us-address";

const ORIGIN = { origin: "http://localhost:3999" };

const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  civility: "civility3",
  firstName: "  Élise  ",
  lastName: "Marchand   Roy",
  email,
  password: "tailored-1",
  country: "FRA",
  subscriptionAgreement: true,
  privacyAgreement: true,
  ageConfirmed: true,
  ...extra,
});

const address = usAddress({
  type: "WORK",
  firstName: "Élise",
  lastName: "Roy",
  addressLine_1: "5 Rue de la Paix",
  addressLine_2: "Floor 2",
  postalCode: "10014",
});

describe.skipIf(legUnavailable())(`accounts (${dbKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const json = (method: string, p: string, body: unknown, cookie?: string) =>
    server.fetch(p, {
      method,
      headers: { "content-type": "application/json", ...ORIGIN, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const cookieOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  const fieldsOf = async (res: Response) =>
    Object.keys(((await res.json()) as { error: { fields?: object } }).error.fields ?? {});

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

  it("edits the profile, keeps the full name in step, and refuses role escalation by name", async () => {
    const cookie = await signIn(server, "elise@example.com", "tailored-1");
    const escalate = await json(
      "PUT",
      "/api/v1/me/profile",
      {
        civility: "civility1",
        firstName: "E",
        lastName: "R",
        country: "USA",
        subscriptionAgreement: false,
        role: "admin",
      },
      cookie,
    );
    expect(escalate.status).toBe(400);
    expect(await fieldsOf(escalate)).toContain("role");
    const viaAuth = await json("POST", "/api/auth/update-user", { role: "admin" }, cookie);
    expect(viaAuth.status).toBeGreaterThanOrEqual(400);
    const row = await server.services.db.query.user.findFirst({ where: eq(user.email, "elise@example.com") });
    expect(row?.role).toBe("user");

    const res = await json(
      "PUT",
      "/api/v1/me/profile",
      {
        civility: "civility2",
        firstName: " Elise ",
        lastName: "Roy",
        country: "USA",
        subscriptionAgreement: false,
      },
      cookie,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      fullName: "Elise Roy",
      country: "USA",
      subscriptionAgreement: false,
      dashboard: false,
    });
    const subs = await server.services.db.query.newsletterSubscriptions.findMany();
    expect(subs.map((s) => s.email)).not.toContain("elise@example.com");
  });

  it("walks the address-book transitions through the API", async () => {
    const cookie = await signIn(server, "elise@example.com", "tailored-1");
    let profile = (await (
      await json("POST", "/api/v1/me/addresses", { address, makeDefault: true }, cookie)
    ).json()) as Profile;
    expect(profile.addressBook[0]).toMatchObject({
      type: "WORK",
      fullName: "Élise Roy",
      defaultAddress: true,
    });
    expect(profile.addressBook[1]).toBeDefined();
    expect(profile.addressBook[1]).not.toHaveProperty("defaultAddress");
    profile = (await (
      await json("POST", "/api/v1/me/addresses", { address: { ...address, type: "HOTEL" } }, cookie)
    ).json()) as Profile;
    expect(profile.addressBook.map((a) => a.type)).toEqual(["WORK", "HOME", "HOTEL"]);
    profile = (await (await json("POST", "/api/v1/me/addresses/2/default", {}, cookie)).json()) as Profile;
    expect(profile.addressBook.map((a) => a.type)).toEqual(["HOTEL", "WORK", "HOME"]);
    profile = (await (await json("DELETE", "/api/v1/me/addresses/0", undefined, cookie)).json()) as Profile;
    expect(profile.addressBook[0]).toMatchObject({ type: "WORK", defaultAddress: true });
    expect((await json("POST", "/api/v1/me/addresses/9/default", {}, cookie)).status).toBe(404);
    // Only digits name an address: " " or "1e1" are not 0 and 10.
    for (const index of ["%20", "0x1", "1e1", "01", "-0", "100"]) {
      const odd = await json("DELETE", `/api/v1/me/addresses/${index}`, undefined, cookie);
      expect(odd.status, index).toBe(400);
      expect(((await odd.json()) as { error: { fields: object } }).error.fields, index).toHaveProperty(
        "index",
      );
    }
    const invalid = await json(
      "POST",
      "/api/v1/me/addresses",
      { address: { ...address, addressLine_2: "  " } },
      cookie,
    );
    expect(invalid.status).toBe(400);
    expect(await fieldsOf(invalid)).toContain("address.addressLine_2");
    // A name of invisible characters alone is no name; an override character is dropped.
    const blank = await json(
      "POST",
      "/api/v1/me/addresses",
      { address: { ...address, firstName: "\u200B\u2060" } },
      cookie,
    );
    expect(blank.status).toBe(400);
    expect(await fieldsOf(blank)).toContain("address.firstName");
    const spoofed = await json(
      "POST",
      "/api/v1/me/addresses",
      { address: { ...address, firstName: "\u202EAda\u202C" } },
      cookie,
    );
    expect(spoofed.status).toBe(201);
    const withAda = ((await spoofed.json()) as Profile).addressBook;
    expect(withAda.at(-1)?.firstName).toBe("Ada");
    const removed = await json("DELETE", `/api/v1/me/addresses/${withAda.length - 1}`, undefined, cookie);
    expect(removed.status).toBe(200);
    expect((await json("POST", "/api/v1/me/addresses", { address })).status).toBe(401);
  });

  it("refuses an address beyond the book's limit, naming why, and keeps the book", async () => {
    const cookie = await signIn(server, "elise@example.com", "tailored-1");
    let book = ((await (await json("GET", "/api/v1/me", undefined, cookie)).json()) as Profile).addressBook;
    while (book.length < ADDRESS_BOOK_LIMIT) {
      const res = await json("POST", "/api/v1/me/addresses", { address }, cookie);
      expect(res.status).toBe(201);
      book = ((await res.json()) as Profile).addressBook;
    }
    const full = await json("POST", "/api/v1/me/addresses", { address, makeDefault: true }, cookie);
    expect(full.status).toBe(409);
    expect(((await full.json()) as { error: { message: string } }).error.message).toBe(
      ADDRESS_BOOK_FULL_MESSAGE,
    );
    const after = ((await (await json("GET", "/api/v1/me", undefined, cookie)).json()) as Profile)
      .addressBook;
    expect(after).toEqual(book);
    // Removing one makes room again.
    expect(
      (await json("DELETE", `/api/v1/me/addresses/${ADDRESS_BOOK_LIMIT - 1}`, undefined, cookie)).status,
    ).toBe(200);
    expect((await json("POST", "/api/v1/me/addresses", { address }, cookie)).status).toBe(201);
  });

  it("pushes a profile change to the open live stream within a second", async () => {
    const cookie = await signIn(server, "elise@example.com", "tailored-1");
    const controller = new AbortController();
    const res = await server.fetch("/api/v1/live", { headers: { cookie }, signal: controller.signal });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const readUntil = async (needle: string, ms: number) => {
      const deadline = Date.now() + ms;
      while (!text.includes(needle)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`timed out waiting for ${needle}: ${text}`);
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, r) => setTimeout(() => r(new Error("timeout")), left)),
        ]);
        text += decoder.decode(chunk.value);
      }
    };
    await readUntil("event: ready", 2000);
    const started = Date.now();
    await json(
      "PUT",
      "/api/v1/me/profile",
      {
        civility: "civility2",
        firstName: "Live",
        lastName: "Update",
        country: "USA",
        subscriptionAgreement: false,
      },
      cookie,
    );
    await readUntil('"fullName":"Live Update"', 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    controller.abort();
    expect((await server.fetch("/api/v1/live")).status).toBe(401);
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
