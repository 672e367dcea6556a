// One set of rules for every way in: the auth library's own endpoints cannot write what the
// profile endpoint refuses, every route (auth included) has a body-size limit, and only the
// auth endpoints the shop uses are served at all.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../../server/db/schema";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { statusOf } from "./oversized";
import { signIn, signUp } from "./sessions";

const ORIGIN = "http://localhost:3999";
const OVER_LIMIT = 200 * 1024;

describe.skipIf(legUnavailable())(`the auth surface and body limits (${dbKind})`, () => {
  let server: TestServer;
  let shopper: string;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer();
    shopper = await signUp(server, "one.door@example.com");
    admin = await signIn(server, "admin@atelier.example", "atelier-admin");
  });
  afterAll(async () => {
    await server?.close();
  });

  function post(path: string, body: string, cookie = shopper, method = "POST"): Promise<number> {
    return statusOf(server.url + path, {
      method,
      headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
      body,
    });
  }

  const row = async () => {
    const [r] = await server.services.db.select().from(user).where(eq(user.email, "one.door@example.com"));
    return r!;
  };

  it("update-user changes nothing, whatever it is sent", async () => {
    const before = await row();
    const cases: [string, string][] = [
      ["30 MB name", JSON.stringify({ firstName: "x".repeat(30 * 1024 * 1024) })],
      ["unknown country", JSON.stringify({ country: "ZZZ" })],
      ["control character", JSON.stringify({ lastName: "Roy\u0007" })],
      ["NUL", JSON.stringify({ lastName: "Roy\u0000" })],
      ["image", JSON.stringify({ image: "https://attacker.example/x.png" })],
      ["name", JSON.stringify({ name: "Someone Else" })],
      ["civility", JSON.stringify({ civility: "<b>Lord</b>" })],
    ];
    for (const [label, body] of cases) {
      const status = await post("/api/auth/update-user", body);
      expect(status, label).toBeGreaterThanOrEqual(400);
      expect(status, label).toBeLessThan(500);
    }
    expect(await row()).toEqual(before);
    // The project's own endpoint still edits the profile, under the domain's rules.
    const res = await server.fetch("/api/v1/me/profile", {
      method: "PUT",
      headers: { cookie: shopper, origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({
        civility: "civility1",
        firstName: "Ana",
        lastName: "Roy\u0000",
        country: "USA",
        subscriptionAgreement: false,
      }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      "lastName",
    );
  });

  it("Better Auth endpoints the shop does not use are closed", async () => {
    for (const path of [
      "/api/auth/update-user",
      "/api/auth/change-email",
      "/api/auth/change-password",
      "/api/auth/revoke-sessions",
      "/api/auth/sign-in/social",
    ]) {
      expect(await post(path, "{}"), path).toBe(404);
    }
    for (const path of ["/api/auth/list-sessions", "/api/auth/list-accounts"]) {
      const res = await server.fetch(path, { headers: { cookie: shopper } });
      expect(res.status, path).toBe(404);
    }
    // The ones it does use still work.
    const session = await server.fetch("/api/auth/get-session", { headers: { cookie: shopper } });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe("one.door@example.com");
  });

  it("a body over the limit answers 413 on every auth route", async () => {
    const big = JSON.stringify({ pad: "x".repeat(OVER_LIMIT) });
    for (const path of [
      "/api/auth/sign-up/email",
      "/api/auth/sign-in/email",
      "/api/auth/sign-out",
      "/api/auth/request-password-reset",
      "/api/auth/reset-password",
      "/api/auth/delete-user",
      "/api/auth/update-user",
    ]) {
      expect(await post(path, big), path).toBe(413);
    }
    // The probe's 30 MB bodies.
    const huge = JSON.stringify({ email: "one.door@example.com", pad: "x".repeat(30 * 1024 * 1024) });
    expect(await post("/api/auth/sign-out", huge)).toBe(413);
    expect(await post("/api/auth/request-password-reset", huge)).toBe(413);
    // Still signed in: the refused sign-out did nothing.
    expect((await server.fetch("/api/v1/me", { headers: { cookie: shopper } })).status).toBe(200);
  });

  it("a body over the limit answers 413 on every API route that takes one", async () => {
    const doc = (await (await server.fetch("/api/v1/openapi.json")).json()) as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    };
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        if (method === "get") continue;
        const url = `/api/v1${path.replace(/\{(\w+)\}/g, (_, n: string) => (n === "index" ? "0" : "probe"))}`;
        let status = await post(
          url,
          JSON.stringify({ pad: "x".repeat(OVER_LIMIT) }),
          admin,
          method.toUpperCase(),
        );
        // An upload (no JSON body in the document) has its own, larger limit: the probe's 30 MB.
        if (status !== 413 && !op.requestBody?.content["application/json"])
          status = await post(
            url,
            JSON.stringify({ pad: "x".repeat(30 * 1024 * 1024) }),
            admin,
            method.toUpperCase(),
          );
        expect(status, `${method} ${path}`).toBe(413);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(15);
  });
});
