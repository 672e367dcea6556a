// The server counts the requests it is answering (server/http/answering.ts), which its outbox
// sender paces itself by (decision 118): counted while a request waits on the database, and no
// longer once it has been answered.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";

const ORIGIN = "http://localhost:3999";

describe.skipIf(legUnavailable())(`requests being answered (${dbKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("counts a sign-in while it waits on a locked table, and not after it is answered", async () => {
    expect(server.services.lifecycle.answering).toBe(0);
    let answer: Promise<Response> | undefined;
    await server.services.db.transaction(async (tx) => {
      // The sign-in reads the user table: it waits here until this transaction ends.
      await tx.execute(sql`lock table "user" in access exclusive mode`);
      answer = server.fetch("/api/auth/sign-in/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN },
        body: JSON.stringify({ email: "nobody@example.com", password: "not-a-password" }),
      });
      await expect.poll(() => server.services.lifecycle.answering, { timeout: 10_000 }).toBe(1);
    });
    expect((await answer!).status).toBe(401);
    expect(server.services.lifecycle.answering).toBe(0);
  });
});
