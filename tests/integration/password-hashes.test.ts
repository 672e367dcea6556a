// Password hashes over real HTTP: new ones carry the shop's scrypt settings (decision 98), and
// an account hashed before with Better Auth's own settings still signs in and is hashed again.
import { hashPassword as betterAuthHash } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, user } from "../../server/db/schema";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";

const ORIGIN = { origin: "http://localhost:3999" };

const registration = (email: string) => ({
  civility: "civility3",
  firstName: "Élise",
  lastName: "Roy",
  email,
  password: "tailored-1",
  country: "FRA",
  privacyAgreement: true,
  ageConfirmed: true,
});

describe.skipIf(legUnavailable())(`password hashes (${dbKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const json = (method: string, p: string, body: unknown) =>
    server.fetch(p, {
      method,
      headers: { "content-type": "application/json", ...ORIGIN },
      body: JSON.stringify(body),
    });

  it("stores new passwords with the shop's scrypt settings, signs in with Better Auth's older hashes and replaces them", async () => {
    const email = "hash-forms@example.com";
    const res = await json("POST", "/api/auth/sign-up/email", registration(email));
    expect(res.status).toBe(200);
    const db = server.services.db;
    const found = await db.query.user.findFirst({ where: eq(user.email, email) });
    const passwordOf = async () =>
      (await db.query.account.findFirst({ where: eq(account.userId, found!.id) }))?.password ?? "";
    expect(await passwordOf()).toMatch(/^\$scrypt\$8192\$8\$10\$/);

    // An account whose hash was written before (Better Auth's "salt:key", 32 MiB settings).
    await db
      .update(account)
      .set({ password: await betterAuthHash("older-pass-1") })
      .where(eq(account.userId, found!.id));
    expect(await passwordOf()).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    const wrong = await json("POST", "/api/auth/sign-in/email", { email, password: "tailored-1" });
    expect(wrong.status).toBe(401);
    const ok = await json("POST", "/api/auth/sign-in/email", { email, password: "older-pass-1" });
    expect(ok.status).toBe(200);
    // Signed in, the password is hashed again with today's settings, and still signs in.
    expect(await passwordOf()).toMatch(/^\$scrypt\$8192\$8\$10\$/);
    const again = await json("POST", "/api/auth/sign-in/email", { email, password: "older-pass-1" });
    expect(again.status).toBe(200);
  });
});
