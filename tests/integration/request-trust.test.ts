// Sign-in works at every address the shop is reached by (PUBLIC_URL, the loopback aliases on
// its port, TRUSTED_ORIGINS, a trusted proxy's forwarded origin) and nowhere else.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { signUp } from "./sessions";

const EMAIL = "trust@example.com";
const PASSWORD = "origin-pass-1";

describe.skipIf(legUnavailable())(`trusted origins and addresses (${dbKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // The harness's PUBLIC_URL is http://localhost:3999; the configured port is 3000.
    server = await startTestServer({
      seed: false,
      config: { port: 3000, trustedOrigins: ["http://10.0.0.5:3000"], trustProxy: 1 },
    });
    await signUp(server, EMAIL, PASSWORD);
  });
  afterAll(async () => {
    await server?.close();
  });

  const signIn = (headers: Record<string, string>) =>
    server.fetch("/api/auth/sign-in/email", {
      method: "POST",
      // Sent by browsers with every fetch; Better Auth checks the origin when they are present.
      headers: {
        "content-type": "application/json",
        "sec-fetch-site": "same-origin",
        "sec-fetch-mode": "cors",
        ...headers,
      },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
  const contact = (headers: Record<string, string>) =>
    server.fetch("/api/v1/newsletter-subscriptions", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ email: "reader@example.com" }),
    });

  it.each(["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000", "http://10.0.0.5:3000"])(
    "signs in from %s",
    async (origin) => {
      const res = await signIn({ origin });
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie().join(";")).toContain("session_token");
      expect((await contact({ origin })).status).toBe(201);
    },
  );

  it("signs in from the origin a trusted proxy forwards", async () => {
    const forwarded = { "x-forwarded-host": "boutique.example", "x-forwarded-proto": "https" };
    expect((await signIn({ origin: "https://boutique.example", ...forwarded })).status).toBe(200);
    expect((await contact({ origin: "https://boutique.example", ...forwarded })).status).toBe(201);
  });

  it.each(["https://evil.example", "http://127.0.0.1:4000", "http://10.0.0.6:3000"])(
    "refuses a cross-site request from %s",
    async (origin) => {
      const res = await signIn({ origin });
      expect(res.status).toBe(403);
      expect(res.headers.getSetCookie()).toEqual([]);
      expect((await contact({ origin })).status).toBe(403);
    },
  );
});
