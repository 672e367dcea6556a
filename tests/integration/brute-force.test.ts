// Brute force slows the attacker and never locks the owner out, over real HTTP from distinct
// client addresses (the server keys on the TCP peer: 127.0.0.2, 127.0.0.3… on loopback).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { signUp } from "./sessions";

const ORIGIN = "http://localhost:3999";
const ATTACKER = "127.0.0.2";
const OWNER_ELSEWHERE = "127.0.0.3";

interface Answer {
  status: number;
  body: { error?: { code: string; message: string } };
  retryAfter: string | undefined;
}

/** POSTs JSON from a chosen local address, so the server sees that client address. */
function postFrom(server: TestServer, from: string, pathname: string, body: object): Promise<Answer> {
  const url = new URL(server.url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: pathname,
        method: "POST",
        localAddress: from,
        headers: {
          "content-type": "application/json",
          origin: ORIGIN,
          "content-length": Buffer.byteLength(payload),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: text ? (JSON.parse(text) as Answer["body"]) : {},
            retryAfter: res.headers["retry-after"],
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

describe.skipIf(legUnavailable())(`brute force without lock-out (${dbKind})`, () => {
  let server: TestServer;
  const EMAIL = "owner.guarded@example.com";
  const PASSWORD = "right-password-1";

  beforeAll(async () => {
    server = await startTestServer({ seed: false });
    await signUp(server, EMAIL, PASSWORD);
  });
  afterAll(async () => {
    await server?.close();
  });

  const signInFrom = (from: string, password: string) =>
    postFrom(server, from, "/api/auth/sign-in/email", { email: EMAIL, password });

  async function mailsTo(email: string): Promise<string[]> {
    await server.services.outbox.drain();
    const outbox = server.services.mailer.outboxDir!;
    if (!existsSync(outbox)) return [];
    return readdirSync(outbox)
      .map((f) => readFileSync(path.join(outbox, f), "utf8").replace(/=\r?\n/g, ""))
      .filter((m) => m.includes(email));
  }

  it("after 50 wrong passwords from A: the owner signs in from B at once, from A after a reset", async () => {
    // The server's clock stands still while A guesses (it runs in this process), so what is
    // checked depends on the rules, not on how fast this machine answers: a wait passes only
    // when the test moves the clock on.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 50; i++) statuses.push((await signInFrom(ATTACKER, `guess-${i}`)).status);
      // Five checked, then slowed: none of the 45 further guesses, sent back to back, is checked.
      expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(45).fill(429)]);
      console.info(`brute force (${dbKind}): 50 guesses from one address, 5 checked, 45 slowed`);
      // The waits double, from the latest failure: 1 s after the fifth, then 2 s, then 4 s.
      for (const waitS of [1, 2]) {
        vi.setSystemTime(Date.now() + waitS * 1000 - 1);
        expect((await signInFrom(ATTACKER, "too-soon")).status).toBe(429);
        vi.setSystemTime(Date.now() + 1);
        expect((await signInFrom(ATTACKER, `after-${waitS}-s`)).status).toBe(401);
      }
      const slowed = await signInFrom(ATTACKER, PASSWORD);
      expect(slowed.status).toBe(429);
      expect(slowed.retryAfter).toBe("4");
      expect(slowed.body.error?.message).toBe("Too many sign-in attempts. Please try again in 4 seconds.");

      // The owner, from an address with no recent failures: straight in, with the right password.
      expect((await signInFrom(OWNER_ELSEWHERE, PASSWORD)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }

    // A completed reset clears the account's counts: the owner signs in from A too.
    expect(
      (
        await postFrom(server, OWNER_ELSEWHERE, "/api/auth/request-password-reset", {
          email: EMAIL,
          redirectTo: "/reset-password",
        })
      ).status,
    ).toBe(200);
    const mail = (await mailsTo(EMAIL)).find((m) => m.includes("reset-password/"))!;
    const token = /reset-password\/([\w-]+)/.exec(mail)![1]!;
    const reset = await postFrom(server, OWNER_ELSEWHERE, "/api/auth/reset-password", {
      token,
      newPassword: "new-password-2",
    });
    expect(reset.status).toBe(200);
    expect((await signInFrom(ATTACKER, "new-password-2")).status).toBe(200);
  });

  it("the owner is e-mailed once when failures on the account reach the threshold", async () => {
    const email = "alerted.owner@example.com";
    await signUp(server, email, PASSWORD);
    const before = (await mailsTo(email)).length;
    // Ten failures from two addresses (five each before either is slowed).
    for (const from of ["127.0.0.4", "127.0.0.5"])
      for (let i = 0; i < 5; i++)
        expect(
          (await postFrom(server, from, "/api/auth/sign-in/email", { email, password: `x-${i}` })).status,
        ).toBe(401);
    const mails = (await mailsTo(email)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("Unsuccessful sign-in attempts on your Atelier account");
    expect(mails[0]).toContain("10 unsuccessful attempts");
    // More failures the same day add no second message.
    for (let i = 0; i < 5; i++)
      await postFrom(server, "127.0.0.6", "/api/auth/sign-in/email", { email, password: `y-${i}` });
    expect((await mailsTo(email)).slice(before)).toHaveLength(1);
    // And the owner still signs in from a clean address.
    expect(
      (await postFrom(server, "127.0.0.7", "/api/auth/sign-in/email", { email, password: PASSWORD })).status,
    ).toBe(200);
  });
});
