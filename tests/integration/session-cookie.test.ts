// Requests without Better Auth's session cookie skip the session lookup (server/auth/
// read-session.ts). This pins the cookie's real name: if Better Auth ever named it otherwise,
// signed-in visitors would look anonymous — this test fails first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE_MARK } from "../../server/auth/read-session";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { signIn } from "./sessions";

describe.skipIf(legUnavailable())(`session cookie (${dbKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("is the one sign-in sets, and with it the visitor is known", async () => {
    const cookie = await signIn(server, "customer@atelier.example", "atelier-customer");
    expect(cookie).toContain(SESSION_COOKIE_MARK);
    expect((await server.fetch("/api/v1/me", { headers: { cookie } })).status).toBe(200);
  });

  it("without it the visitor is anonymous, whatever else they send", async () => {
    const res = await server.fetch("/api/v1/me", { headers: { cookie: "visitor=1" } });
    expect(res.status).toBe(401);
  });
});
