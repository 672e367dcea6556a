// The session read in one query (server/auth/read-session.ts, decision 92): a plain valid
// session is read without Better Auth; every other case goes through it, so its rules stay the
// ones that apply (a daily refresh, deleting an ended session, "don't remember me").
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { roles, session, user } from "../../server/db/schema";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { signUp } from "./sessions";

const ORIGIN = "http://localhost:3999";
const DAY = 24 * 60 * 60 * 1000;

describe.skipIf(legUnavailable())(`reading the session (${dbKind})`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const summary = async (cookie: string) =>
    (await (await server.fetch("/api/v1/me/summary", { headers: { cookie } })).json()) as {
      signedIn: boolean;
      name: string;
      dashboard: boolean;
    };
  const sessionOf = async (email: string) => {
    const [row] = await server.services.db
      .select({ id: session.id, expiresAt: session.expiresAt })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .where(eq(user.email, email));
    return row;
  };
  const setExpiry = (id: string, at: Date) =>
    server.services.db.update(session).set({ expiresAt: at }).where(eq(session.id, id));
  const betterAuthReads = () => vi.spyOn(server.services.auth.api, "getSession");

  it("reads a valid session in one query, without Better Auth, with the user's row as it is now", async () => {
    const cookie = await signUp(server, "plain.read@example.com", "secret-pass-1", { firstName: "Ada" });
    const spy = betterAuthReads();
    expect(await summary(cookie)).toMatchObject({ signedIn: true, name: "Ada Shopper", dashboard: false });
    expect((await server.fetch("/api/v1/me", { headers: { cookie } })).status).toBe(200);
    expect(spy).not.toHaveBeenCalled();
    // A role change applies on the next request (the row is read with the session).
    await server.services.db
      .update(user)
      .set({ role: "admin" })
      .where(eq(user.email, "plain.read@example.com"));
    expect((await summary(cookie)).dashboard).toBe(true);
  });

  it("reads the Dashboard flag with the session, from the role's permissions as they are now, on both paths", async () => {
    const cookie = await signUp(server, "flag.read@example.com");
    await server.services.db
      .insert(roles)
      .values({ id: "session-stylist", roleName: "Session stylist", permissions: { products: ["view"] } });
    await server.services.db
      .update(user)
      .set({ role: "session-stylist" })
      .where(eq(user.email, "flag.read@example.com"));
    const spy = betterAuthReads();
    expect((await summary(cookie)).dashboard).toBe(true);
    // The role loses its last area: no Dashboard link on the next request.
    await server.services.db.update(roles).set({ permissions: {} }).where(eq(roles.id, "session-stylist"));
    expect((await summary(cookie)).dashboard).toBe(false);
    expect(
      ((await (await server.fetch("/api/v1/me", { headers: { cookie } })).json()) as { dashboard: boolean })
        .dashboard,
    ).toBe(false);
    expect(spy).not.toHaveBeenCalled();
    // Through Better Auth (a session due for its refresh), the flag is read the same way.
    await server.services.db
      .update(roles)
      .set({ permissions: { orders: "all" } })
      .where(eq(roles.id, "session-stylist"));
    await setExpiry((await sessionOf("flag.read@example.com"))!.id, new Date(Date.now() + 28 * DAY));
    expect((await summary(cookie)).dashboard).toBe(true);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it("refuses a cookie whose signature does not match its token, or that is not signed at all", async () => {
    const cookie = await signUp(server, "forged.read@example.com");
    const [name, value] = cookie.split(/=(.*)/s) as [string, string];
    const decoded = decodeURIComponent(value);
    const token = decoded.slice(0, decoded.lastIndexOf("."));
    const signature = decoded.slice(decoded.lastIndexOf(".") + 1);
    const otherToken = `${token.slice(0, -1)}${token.endsWith("a") ? "b" : "a"}`;
    for (const forged of [`${otherToken}.${signature}`, token, `${token}.${"A".repeat(43)}=`, "%E0%A4%A"]) {
      const bad = `${name}=${forged.startsWith("%") ? forged : encodeURIComponent(forged)}`;
      expect((await summary(bad)).signedIn).toBe(false);
      expect((await server.fetch("/api/v1/me", { headers: { cookie: bad } })).status).toBe(401);
    }
    expect((await summary(cookie)).signedIn).toBe(true);
  });

  it("hands a session due for its daily refresh to Better Auth, which extends it", async () => {
    const cookie = await signUp(server, "refresh.read@example.com");
    const s = (await sessionOf("refresh.read@example.com"))!;
    // Signed in 2 days ago: the session ends in 28 days and is due for its refresh.
    await setExpiry(s.id, new Date(Date.now() + 28 * DAY));
    const spy = betterAuthReads();
    expect((await summary(cookie)).signedIn).toBe(true);
    expect(spy).toHaveBeenCalledTimes(1);
    const after = (await sessionOf("refresh.read@example.com"))!;
    expect(after.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    // Refreshed: the next read is the plain one again.
    spy.mockClear();
    expect((await summary(cookie)).signedIn).toBe(true);
    expect(spy).not.toHaveBeenCalled();
  });

  it("treats an ended session as signed out, and Better Auth deletes it", async () => {
    const cookie = await signUp(server, "ended.read@example.com");
    const s = (await sessionOf("ended.read@example.com"))!;
    await setExpiry(s.id, new Date(Date.now() - 1000));
    expect((await summary(cookie)).signedIn).toBe(false);
    expect(await sessionOf("ended.read@example.com")).toBeUndefined();
  });

  it("stops reading a session once signed out", async () => {
    const cookie = await signUp(server, "signed.out@example.com");
    expect((await summary(cookie)).signedIn).toBe(true);
    const out = await server.fetch("/api/auth/sign-out", {
      method: "POST",
      headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
      body: "{}",
    });
    expect(out.status).toBe(200);
    expect((await summary(cookie)).signedIn).toBe(false);
  });

  it("leaves a 'don't remember me' sign-in to Better Auth", async () => {
    await signUp(server, "brief.stay@example.com");
    const res = await server.fetch("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ email: "brief.stay@example.com", password: "secret-pass-1", rememberMe: false }),
    });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]!);
    expect(cookies.some((c) => c.includes("dont_remember="))).toBe(true);
    const spy = betterAuthReads();
    expect((await summary(cookies.join("; "))).signedIn).toBe(true);
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
