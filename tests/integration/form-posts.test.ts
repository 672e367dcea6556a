// Log In and Create Account sent as plain forms (app/features/auth/form-post.server.ts), through
// real HTTP on both databases with the pages rendered: the right password signs in (the session
// cookie, then home); a wrong one answers the page with the spec's message and the e-mail typed;
// a form posted from another site signs nobody in (React Router's origin check, the API's behind it); and
// a plain registration makes the account.
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_WRONG_PASSWORD } from "../../domain/messages";
import { dbKind, legUnavailable, type TestServer } from "./harness";
import { signUp, startWithAdmin } from "./sessions";
import { startSsrPages, type SsrPages } from "./ssr-pages";

const EMAIL = "plain.form@example.com";

/** A free port: the server listens on it, so that its own address is an origin it trusts. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

describe.skipIf(legUnavailable())(`auth forms sent without the page's script (${dbKind})`, () => {
  let ssr: SsrPages;
  let server: TestServer;

  beforeAll(async () => {
    ssr = await startSsrPages();
    ({ server } = await startWithAdmin({ pages: ssr.pages, config: { port: await freePort() } }));
    await signUp(server, EMAIL, "tailored-1");
  }, 240_000);
  afterAll(async () => {
    await server?.close();
    await ssr?.close();
  });

  // A browser's form on the shop's own page names the address it was served from.
  const post = (path: string, fields: Record<string, string>, origin = server.url) =>
    server.fetch(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });
  const sessionCookie = (res: Response) =>
    res.headers.getSetCookie().find((c) => c.includes("session_token="));

  it("signs in with the right password and goes home with the session's cookie", async () => {
    const res = await post("/login", {
      email: ` ${EMAIL.toUpperCase()} `,
      password: "tailored-1",
      rememberMe: "on",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(sessionCookie(res)).toBeDefined();
  });

  it("goes back to the page named in next, and home when next would leave the shop (decision 129)", async () => {
    const fields = { email: EMAIL, password: "tailored-1" };
    const back = await post(`/login?next=${encodeURIComponent("/account?q=wishlist")}`, fields);
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe("/account?q=wishlist");
    for (const away of [
      "//elsewhere.example/",
      "https://elsewhere.example/",
      "/\\elsewhere.example",
      "/..//elsewhere.example",
    ]) {
      const res = await post(`/login?next=${encodeURIComponent(away)}`, fields);
      expect(res.status, away).toBe(302);
      expect(res.headers.get("location"), away).toBe("/");
    }
    // Someone already signed in is sent on to that page instead of their account.
    const cookie = sessionCookie(back)!.split(";")[0]!;
    const signedIn = (path: string) => server.fetch(path, { headers: { cookie }, redirect: "manual" });
    expect((await signedIn("/login?next=%2Fwomen")).headers.get("location")).toBe("/women");
    // Signed out, the account sends to Log In with the way back, named as the address bar shows
    // it also when a client navigation asked for the page's data.
    const away = await server.fetch("/account?q=profile", { redirect: "manual" });
    expect(away.headers.get("location")).toBe(`/login?next=${encodeURIComponent("/account?q=profile")}`);
    const data = await server.fetch("/account.data?q=profile", { redirect: "manual" });
    expect(await data.text()).toContain(`"/login?next=${encodeURIComponent("/account?q=profile")}"`);
    expect((await signedIn("/register?next=%2F%2Felsewhere.example")).headers.get("location")).toBe(
      "/account",
    );
    expect((await signedIn("/login?next=%2F..%2F%2Felsewhere.example")).headers.get("location")).toBe(
      "/account",
    );
  });

  it("answers a wrong password with the page, the spec's message and the e-mail typed", async () => {
    const res = await post("/login", { email: EMAIL, password: "not-it" });
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toContain(SIGN_IN_WRONG_PASSWORD.replaceAll("'", "&#x27;"));
    expect(html).toContain(`value="${EMAIL}"`);
    expect(sessionCookie(res)).toBeUndefined();
  });

  it("signs nobody in from a form on another site", async () => {
    // React Router refuses an action whose Origin is not the page's (400) before it runs; the
    // API's origin check (403) stands behind it.
    const res = await post("/login", { email: EMAIL, password: "tailored-1" }, "https://elsewhere.example");
    expect(res.status).toBe(400);
    expect(sessionCookie(res)).toBeUndefined();
  });

  it("makes the account from a plain registration, or marks what is missing", async () => {
    const fields = {
      civility: "civility2",
      firstName: "Ines",
      lastName: "Laurent",
      email: "plain.register@example.com",
      password: "tailored-1",
      country: "FRA",
      privacyAgreement: "on",
      ageConfirmed: "on",
    };
    const missing = await post("/register", { ...fields, lastName: " " });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('value="Ines"');
    const made = await post("/register", fields);
    expect(made.status).toBe(302);
    expect(sessionCookie(made)).toBeDefined();
  });

  it("answers a body that is not a form with the page's refusal, and a huge one with 413", async () => {
    for (const path of ["/login", "/register", "/login.data"]) {
      for (const [type, body] of [
        ["application/json", JSON.stringify({ email: EMAIL, password: "tailored-1" })],
        ["multipart/form-data", "not a multipart body"],
        ["text/plain", ""],
      ] as const) {
        const res = await server.fetch(path, {
          method: "POST",
          headers: { "content-type": type, origin: server.url },
          body,
          redirect: "manual",
        });
        expect(res.status, `${path} as ${type}`).toBe(400);
        expect(sessionCookie(res)).toBeUndefined();
      }
    }
    const huge = await post("/login", { email: "a".repeat(2_000_000), password: "x" });
    expect(huge.status).toBe(413);
    expect((await huge.text()).length).toBeLessThan(100);
  });
});
