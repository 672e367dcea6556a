// A live stream belongs to its session: it ends within a second of sign-out, a password reset,
// the account's deletion or a role change that removes dashboard access — and on PostgreSQL
// also when the stream is held by another server process than the one the change went through.
// A stream that has ended receives nothing more.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, session as sessionTable, user } from "../../server/db/schema";
import { MAX_STREAMS_PER_SESSION, TOO_MANY_STREAMS } from "../../server/live/sse-route";
import type { Services } from "../../server/services-type";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { signIn, signUp } from "./sessions";

const ORIGIN = "http://localhost:3999";
/** The bound for a stream to end after its session did. */
const END_WITHIN_MS = 1000;

interface OpenStream {
  /** Resolves with the milliseconds from `since` to the stream's end (0 if it ended before). */
  ended: (since: number) => Promise<number>;
  events: () => string[];
  waitFor: (event: string) => Promise<void>;
  /** Closes the stream from the client's side, as a tab being closed does. */
  close: () => Promise<void>;
}

/** Opens GET /api/v1/live on `baseUrl` and reads it in the background. */
async function openStream(baseUrl: string, cookie: string): Promise<OpenStream> {
  const res = await fetch(`${baseUrl}/api/v1/live`, { headers: { cookie } });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let endedAt = 0;
  const listeners = new Set<() => void>();
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) break;
      text += decoder.decode(chunk.value);
      for (const l of listeners) l();
    }
    endedAt = Date.now();
    for (const l of listeners) l();
  })();
  const until = (test: () => boolean, what: string) =>
    new Promise<void>((resolve, reject) => {
      if (test()) return resolve();
      const timer = setTimeout(() => reject(new Error(`no ${what} within 5 s: ${text}`)), 5_000);
      const check = () => {
        if (!test()) return;
        clearTimeout(timer);
        listeners.delete(check);
        resolve();
      };
      listeners.add(check);
    });
  const events = () => [...text.matchAll(/^event: (.+)$/gm)].map((m) => m[1]!);
  await until(() => events().includes("ready"), "ready event");
  return {
    events,
    waitFor: (event) => until(() => events().includes(event), `'${event}' event`),
    close: () => reader.cancel(),
    ended: async (since) => {
      await until(() => endedAt > 0, "end of stream");
      // It may have ended before the response that caused it arrived.
      return Math.max(0, endedAt - since);
    },
  };
}

async function post(baseUrl: string, pathname: string, body: object, cookie = ""): Promise<Response> {
  return fetch(baseUrl + pathname, {
    method: pathname.startsWith("/api/v1/dashboard") && pathname.endsWith("/role") ? "PUT" : "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, cookie },
    body: JSON.stringify(body),
  });
}

async function resetToken(services: Services, email: string): Promise<string> {
  await services.outbox.drain();
  const outbox = services.mailer.outboxDir!;
  const mail = readdirSync(outbox)
    .map((f) => readFileSync(path.join(outbox, f), "utf8"))
    .filter((m) => m.includes(email))
    .at(-1)!;
  return /reset-password\/([\w-]+)/.exec(mail.replace(/=\r?\n/g, ""))![1]!;
}

describe.skipIf(legUnavailable())(`live streams end with their session (${dbKind})`, () => {
  let server: TestServer;
  const timings: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    console.info(`live stream end after (${dbKind}): ${JSON.stringify(timings)} ms`);
    await server?.close();
  });

  it("sign-out ends the stream, and nothing reaches it afterwards", async () => {
    const cookie = await signUp(server, "live.signout@example.com");
    const other = await signIn(server, "live.signout@example.com", "secret-pass-1");
    const stream = await openStream(server.url, cookie);
    const started = Date.now();
    expect((await post(server.url, "/api/auth/sign-out", {}, cookie)).status).toBe(200);
    timings.signOut = await stream.ended(started);
    expect(timings.signOut).toBeLessThan(END_WITHIN_MS);
    expect(stream.events()).toEqual(["ready", "signed-out"]);
    // The same person edits the profile from another device: the ended stream hears nothing.
    const edit = await fetch(`${server.url}/api/v1/me/profile`, {
      method: "PUT",
      headers: { "content-type": "application/json", origin: ORIGIN, cookie: other },
      body: JSON.stringify({
        civility: "civility1",
        firstName: "After",
        lastName: "Signout",
        country: "USA",
        subscriptionAgreement: false,
      }),
    });
    expect(edit.status).toBe(200);
    expect(stream.events()).toEqual(["ready", "signed-out"]);
    expect((await fetch(`${server.url}/api/v1/live`, { headers: { cookie } })).status).toBe(401);
  });

  it("holds a bounded number of streams per session; a closed one frees its place", async () => {
    const cookie = await signUp(server, "live.tabs@example.com");
    const elsewhere = await signIn(server, "live.tabs@example.com", "secret-pass-1");
    const streams: OpenStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) streams.push(await openStream(server.url, cookie));
    const refused = await fetch(`${server.url}/api/v1/live`, { headers: { cookie } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: { code: "too_many_streams", message: TOO_MANY_STREAMS } });
    // The same person's other session is counted apart.
    const other = await openStream(server.url, elsewhere);
    expect(other.events()).toEqual(["ready"]);
    // A tab closed: its place is free once the server has seen it go.
    await streams[0]!.close();
    let again: Response | undefined;
    for (let tries = 0; tries < 40; tries++) {
      again = await fetch(`${server.url}/api/v1/live`, { headers: { cookie } });
      if (again.status === 200) break;
      await again.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(again?.status).toBe(200);
    await again?.body?.cancel();
    await Promise.all([...streams.slice(1), other].map((s) => s.close()));
  });

  it("a password reset ends every stream of the account", async () => {
    const cookie = await signUp(server, "live.reset@example.com");
    const stream = await openStream(server.url, cookie);
    expect(
      (
        await post(server.url, "/api/auth/request-password-reset", {
          email: "live.reset@example.com",
          redirectTo: "/reset-password",
        })
      ).status,
    ).toBe(200);
    const token = await resetToken(server.services, "live.reset@example.com");
    // Timed from the reset's answer: hashing the new password is not the stream's delay.
    expect(
      (await post(server.url, "/api/auth/reset-password", { token, newPassword: "secret-pass-2" })).status,
    ).toBe(200);
    const started = Date.now();
    timings.passwordReset = await stream.ended(started);
    expect(timings.passwordReset).toBeLessThan(END_WITHIN_MS);
    expect(stream.events()).toContain("signed-out");
    expect(stream.events()).not.toContain("profile");
  });

  it("deleting the account ends its stream", async () => {
    const cookie = await signUp(server, "live.delete@example.com");
    const stream = await openStream(server.url, cookie);
    const started = Date.now();
    expect((await post(server.url, "/api/auth/delete-user", {}, cookie)).status).toBe(200);
    timings.accountDeletion = await stream.ended(started);
    expect(timings.accountDeletion).toBeLessThan(END_WITHIN_MS);
    expect(stream.events()).toContain("signed-out");
    expect(stream.events()).not.toContain("profile");
  });

  it("a role change that removes dashboard access ends the stream opened with it", async () => {
    const admin = await signIn(server, "admin@atelier.example", "atelier-admin");
    const editor = await signIn(server, "editor@atelier.example", "atelier-editor");
    const [row] = await server.services.db
      .select()
      .from(user)
      .where(eq(user.email, "editor@atelier.example"));
    const stream = await openStream(server.url, editor);
    const started = Date.now();
    expect(
      (await post(server.url, `/api/v1/dashboard/users/${row!.id}/role`, { role: "user" }, admin)).status,
    ).toBe(200);
    timings.roleChange = await stream.ended(started);
    expect(timings.roleChange).toBeLessThan(END_WITHIN_MS);
    // The page learns of its new rights first; the session itself goes on.
    expect(stream.events()).toEqual(["ready", "profile"]);
    expect((await fetch(`${server.url}/api/v1/me`, { headers: { cookie: editor } })).status).toBe(200);
    const reopened = await openStream(server.url, editor);
    expect(reopened.events()).toEqual(["ready"]);
  });

  describe.skipIf(dbKind !== "postgres")("across server processes", () => {
    let other: TestServer | undefined;
    let otherUrl = "";

    beforeAll(async () => {
      // A second server on the same database stands in for a second process: its own services,
      // its own LISTEN connection, its own port.
      other = await startTestServer({
        seed: false,
        databaseUrl: server.databaseUrl,
        config: { authSecret: server.services.config.authSecret },
      });
      otherUrl = other.url;
    });
    afterAll(async () => {
      await other?.close();
    });

    it("signing out through one process ends the stream held by the other", async () => {
      const cookie = await signUp(server, "live.twoprocs@example.com");
      const stream = await openStream(otherUrl, cookie);
      const started = Date.now();
      expect((await post(server.url, "/api/auth/sign-out", {}, cookie)).status).toBe(200);
      timings.signOutOtherProcess = await stream.ended(started);
      expect(timings.signOutOtherProcess).toBeLessThan(END_WITHIN_MS);
      expect(stream.events()).toEqual(["ready", "signed-out"]);
    });

    /** Ends every LISTEN connection on the test database, as a restart or fail-over would. */
    async function cutListeners(): Promise<number> {
      const ended = await server.services.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query like 'listen %'`,
      );
      return (ended as unknown as { rows: unknown[] }).rows.length;
    }

    it("a process that lost its notifications listens again, drops its caches and reads its streams' sessions again", async () => {
      // A price written behind every process's back: the other process still serves its cached copy.
      const [product] = await server.services.db.select().from(products).limit(1);
      const price = async () =>
        (
          (await (await fetch(`${otherUrl}/api/v1/products/by-url/${product!.url}`)).json()) as {
            basePriceCents: number;
          }
        ).basePriceCents;
      expect(await price()).toBe(product!.basePriceCents);
      const changed = product!.basePriceCents + 100;
      await server.services.db
        .update(products)
        .set({ basePriceCents: changed })
        .where(eq(products.id, product!.id));
      expect(await price()).toBe(product!.basePriceCents);

      // A session that ends unannounced (expired by hand; only deletions are announced).
      const cookie = await signUp(server, "live.twoprocs.resync@example.com");
      const stream = await openStream(otherUrl, cookie);
      const [mine] = await server.services.db
        .select()
        .from(user)
        .where(eq(user.email, "live.twoprocs.resync@example.com"));
      await server.services.db
        .update(sessionTable)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessionTable.userId, mine!.id));

      const started = Date.now();
      expect(await cutListeners()).toBeGreaterThanOrEqual(2);
      // Listening again within a second or so; then nothing cached is trusted.
      timings.resyncStreamEnd = await stream.ended(started);
      expect(timings.resyncStreamEnd).toBeLessThan(3 * END_WITHIN_MS);
      expect(stream.events()).toEqual(["ready", "signed-out"]);
      await expect.poll(price, { timeout: 3_000 }).toBe(changed);

      // And it hears what is announced after.
      const after = await signUp(server, "live.twoprocs.after@example.com");
      const later = await openStream(otherUrl, after);
      expect((await post(server.url, "/api/auth/sign-out", {}, after)).status).toBe(200);
      expect(await later.ended(Date.now())).toBeLessThan(END_WITHIN_MS);
    });

    it("a password reset through one process ends the stream held by the other", async () => {
      const cookie = await signUp(server, "live.twoprocs.reset@example.com");
      const stream = await openStream(otherUrl, cookie);
      await post(server.url, "/api/auth/request-password-reset", {
        email: "live.twoprocs.reset@example.com",
        redirectTo: "/reset-password",
      });
      const token = await resetToken(server.services, "live.twoprocs.reset@example.com");
      expect(
        (await post(server.url, "/api/auth/reset-password", { token, newPassword: "secret-pass-3" })).status,
      ).toBe(200);
      const started = Date.now();
      timings.passwordResetOtherProcess = await stream.ended(started);
      expect(timings.passwordResetOtherProcess).toBeLessThan(END_WITHIN_MS);
      expect(stream.events()).not.toContain("profile");
    });
  });
});
