// The e-mail outbox through the real app and a real SMTP server: a message is a row of the
// event's transaction; the sender delivers it once, retries while the mail server is down, and
// several senders on one database never send a message twice.
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createServices } from "../../server/bootstrap";
import { mailOutbox } from "../../server/db/schema";
import { rows } from "../../server/db/rows";
import { enqueueMail } from "../../server/mail/outbox";
import { createOutboxSender, THREAD_HOLD_ATTEMPTS, type SenderOptions } from "../../server/mail/sender";
import { publishedClientService } from "../../server/services/design/client-service";
import type { Services } from "../../server/services-type";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { signUp } from "./sessions";
import { deadPort, smtpUrl, startSmtp, type TestSmtp } from "./smtp";

const ORIGIN = "http://localhost:3999";

const outboxRows = (s: TestServer, to: string) =>
  s.services.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to));

/** A sender over the server's database and mailer that retries at once (no back-off wait). */
const eagerSender = (services: Services, options: SenderOptions = {}) =>
  createOutboxSender({
    database: services.database,
    mailer: services.mailer,
    render: {
      publicUrl: services.config.publicUrl,
      orderLink: (id) => id,
      loadImage: async () => null,
      clientService: () => publishedClientService(services),
    },
    log: services.log,
    options: { backoffMs: () => 0, batch: 5, ...options },
  });

const register = (server: TestServer, email: string) =>
  signUp(server, email, "tailored-1", { civility: "civility1", firstName: "Noor", lastName: "Haddad" });

const askReset = (server: TestServer, email: string) =>
  server.fetch("/api/auth/request-password-reset", {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN },
    body: JSON.stringify({ email, redirectTo: "/reset-password" }),
  });

describe.skipIf(legUnavailable())(`mail outbox with the mail server down (${dbKind})`, () => {
  let server: TestServer;
  let port: number;
  let smtp: TestSmtp | null = null;
  beforeAll(async () => {
    port = await deadPort();
    server = await startTestServer({ seed: false, env: { SMTP_URL: smtpUrl(port) } });
  });
  afterAll(async () => {
    await smtp?.close();
    await server?.close();
  });

  it("keeps a password-reset e-mail queued while SMTP is unreachable, then sends it once", async () => {
    await register(server, "noor@example.com");
    // The shop keeps working: the request succeeds although no mail server answers.
    expect((await askReset(server, "noor@example.com")).status).toBe(200);
    const [queued] = await outboxRows(server, "noor@example.com");
    expect(queued).toMatchObject({ template: "password-reset", sentAt: null, attempts: 0 });

    const sender = eagerSender(server.services);
    expect(await sender.drain()).toEqual({ sent: 0, failed: 0 });
    const [afterFailure] = await outboxRows(server, "noor@example.com");
    expect(afterFailure).toMatchObject({ sentAt: null, failedAt: null, attempts: 1 });
    expect(afterFailure?.lastError).toBeTruthy();

    smtp = await startSmtp(port);
    expect(await sender.drain()).toEqual({ sent: 1, failed: 0 });
    expect(await sender.drain()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(["noor@example.com"]);
    expect(smtp.received[0]?.raw).toContain("Subject: Reset your Atelier password");
    expect(smtp.received[0]?.raw.replace(/=\r?\n/g, "")).toMatch(/\/api\/auth\/reset-password\/[\w-]+/);

    const [sent] = await outboxRows(server, "noor@example.com");
    expect(sent?.sentAt).toBeInstanceOf(Date);
    expect(sent?.attempts).toBe(2);
    // The reset link is a secret: it does not stay in the table once delivered.
    expect(sent?.data).toEqual({});
  });
});

describe.skipIf(legUnavailable())(`mail outbox delivery (${dbKind})`, () => {
  let server: TestServer;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer({ seed: false, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });
  afterEach(() => {
    smtp.received.length = 0;
  });

  it("writes nothing when the event's transaction rolls back, and one row per dedupe key", async () => {
    await server.services.db
      .transaction(async (tx) => {
        await enqueueMail(tx, { to: "rolled@example.com", template: "password-reset", data: { url: "x" } });
        throw new Error("the event failed");
      })
      .catch(() => undefined);
    expect(await outboxRows(server, "rolled@example.com")).toHaveLength(0);

    for (let i = 0; i < 2; i++) {
      await server.services.db.transaction(async (tx) => {
        await enqueueMail(tx, {
          to: "once@example.com",
          template: "password-reset",
          data: { url: "http://localhost:3999/x" },
          dedupeKey: "test:once",
        });
      });
    }
    expect(await outboxRows(server, "once@example.com")).toHaveLength(1);
    expect(await server.services.outbox.drain()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((m) => m.to)).toEqual([["once@example.com"]]);
  });

  it("leaves a message of a template this build lacks for a newer process, without blocking the others", async () => {
    await server.services.db
      .insert(mailOutbox)
      .values({ template: "no-such-template", recipient: "ghost@example.com", data: {} });
    await enqueueMail(server.services.db, {
      to: "after-ghost@example.com",
      template: "password-reset",
      data: { url: "http://localhost:3999/y" },
    });
    expect(await server.services.outbox.drain()).toEqual({ sent: 1, failed: 0 });
    // A rolling deploy: a process of the build that wrote it sends it; this one tries again later.
    const [ghost] = await outboxRows(server, "ghost@example.com");
    expect(ghost?.failedAt).toBeNull();
    expect(ghost?.sentAt).toBeNull();
    expect(ghost?.lastError).toBe("template 'no-such-template' is not in this build");
    expect(ghost!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(await server.services.outbox.drain()).toEqual({ sent: 0, failed: 0 });
  });

  it("sends each message exactly once when several senders drain the same table", async () => {
    const count = 40;
    await server.services.db.transaction(async (tx) => {
      for (let i = 0; i < count; i++)
        await enqueueMail(tx, {
          to: `crowd-${i}@example.com`,
          template: "password-reset",
          data: { url: `http://localhost:3999/reset/${i}` },
        });
    });
    // On PostgreSQL a second set of services stands in for a second server process (its own pool);
    // PGlite has one connection per data folder, so its senders share it.
    const other = dbKind === "postgres" ? await createServices(server.services.config) : null;
    try {
      const senders = [
        eagerSender(server.services),
        eagerSender(server.services),
        eagerSender(other ?? server.services),
        eagerSender(other ?? server.services),
      ];
      const results = await Promise.all(senders.map((s) => s.drain()));
      expect(results.reduce((n, r) => n + r.sent, 0)).toBe(count);
    } finally {
      await other?.live.close();
      await other?.database.close();
    }
    const recipients = smtp.received.flatMap((m) => m.to).filter((to) => to.startsWith("crowd-"));
    expect(recipients).toHaveLength(count);
    expect(new Set(recipients).size).toBe(count);
    const [left] = await rows<{ n: number }>(
      server.services.db,
      sql`select count(*)::int as n from mail_outbox where recipient like 'crowd-%' and sent_at is null`,
    );
    expect(left?.n).toBe(0);
  });

  it("sends the messages about one order in the order written, whichever sender holds the earlier one", async () => {
    const mail = (to: string, thread?: string) =>
      enqueueMail(server.services.db, {
        to,
        template: "password-reset",
        data: { url: `http://localhost:3999/${to}` },
        ...(thread ? { thread } : {}),
      });
    await mail("first-of-order@example.com", "ORDER-1");
    // Another process has claimed it (its lease pushes the due time on) and has not sent it yet.
    await server.services.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() + 60_000), attempts: 1 })
      .where(eq(mailOutbox.recipient, "first-of-order@example.com"));
    await mail("second-of-order@example.com", "ORDER-1");
    await mail("another-order@example.com", "ORDER-2");
    await mail("no-order@example.com");
    // The second waits for the first; nothing else does.
    expect(await server.services.outbox.drain()).toEqual({ sent: 2, failed: 0 });
    expect(smtp.received.flatMap((m) => m.to).sort()).toEqual([
      "another-order@example.com",
      "no-order@example.com",
    ]);

    // The lease runs out (or the holder sends it): both go, first things first.
    await server.services.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(mailOutbox.recipient, "first-of-order@example.com"));
    expect(await server.services.outbox.drain()).toEqual({ sent: 2, failed: 0 });
    expect(smtp.received.flatMap((m) => m.to).slice(2)).toEqual([
      "first-of-order@example.com",
      "second-of-order@example.com",
    ]);

    // One the mail server keeps refusing holds the next only for its first tries.
    await mail("refused-of-order@example.com", "ORDER-3");
    await server.services.db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() + 3_600_000), attempts: THREAD_HOLD_ATTEMPTS })
      .where(eq(mailOutbox.recipient, "refused-of-order@example.com"));
    await mail("after-refused@example.com", "ORDER-3");
    expect(await server.services.outbox.drain()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.flatMap((m) => m.to).at(-1)).toBe("after-refused@example.com");
  });

  it("sends one message per interval while the process answers requests, at once when it is quiet or a message has waited long", async () => {
    const enqueue = (names: string[]) =>
      Promise.all(
        names.map((name) =>
          enqueueMail(server.services.db, {
            to: `${name}@example.com`,
            template: "password-reset",
            data: { url: `http://localhost:3999/reset/${name}` },
          }),
        ),
      );
    // A clock that only the sender's waits move: the waits are seen, not taken.
    let clock = Date.now();
    let busy = true;
    let goQuietAfter = Number.POSITIVE_INFINITY;
    const waits: number[] = [];
    const sender = eagerSender(server.services, {
      busy: () => busy,
      busyIntervalMs: 1_000,
      maxHoldMs: 60_000,
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
        if (waits.length >= goQuietAfter) busy = false;
      },
    });
    const total = () => waits.reduce((a, b) => a + b, 0);

    // Busy: the first goes at once, each next one a whole interval after the one before.
    await enqueue(["paced-1", "paced-2", "paced-3"]);
    expect(await sender.drain()).toEqual({ sent: 3, failed: 0 });
    expect(total()).toBe(2_000);

    // The process goes quiet during a wait: the message goes then, not at the interval's end.
    waits.length = 0;
    goQuietAfter = 3;
    clock += 5_000;
    await enqueue(["quieted-1", "quieted-2"]);
    expect(await sender.drain()).toEqual({ sent: 2, failed: 0 });
    expect(waits).toHaveLength(3);
    expect(total()).toBeLessThan(1_000);

    // Quiet: no wait at all.
    waits.length = 0;
    await enqueue(["quiet-1", "quiet-2"]);
    expect(await sender.drain()).toEqual({ sent: 2, failed: 0 });
    expect(waits).toEqual([]);

    // Busy, but the messages were written longer ago than the hold allows: no wait either.
    busy = true;
    goQuietAfter = Number.POSITIVE_INFINITY;
    clock = Date.now() + 120_000;
    await enqueue(["overdue-1", "overdue-2"]);
    expect(await sender.drain()).toEqual({ sent: 2, failed: 0 });
    expect(waits).toEqual([]);

    const sent = smtp.received
      .flatMap((m) => m.to)
      .filter((to) => /^(paced|quieted|quiet|overdue)-/.test(to));
    expect(sent).toHaveLength(9);
  });

  it("is woken by the commit of a message when started, without waiting for its poll", async () => {
    await server.services.outbox.start();
    try {
      await enqueueMail(server.services.db, {
        to: "woken@example.com",
        template: "password-reset",
        data: { url: "http://localhost:3999/z" },
      });
      await expect
        .poll(() => smtp.received.some((m) => m.to.includes("woken@example.com")), { timeout: 10_000 })
        .toBe(true);
    } finally {
      await server.services.outbox.stop();
    }
  });
});
