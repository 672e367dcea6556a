// Throttles and rate limits are counted in the database: the counter itself on both databases,
// and two app instances on one PostgreSQL database refusing exactly as one would.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignInThrottle } from "../../server/auth/sign-in-throttle";
import { dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";
import { signUp } from "./sessions";

const ORIGIN = { origin: "http://localhost:3999", "content-type": "application/json" };

describe.skipIf(legUnavailable())(`the hit counter (${dbKind})`, () => {
  let server: TestServer;
  let n = 0;
  const bucket = () => `test:${++n}`;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("allows `limit` hits per window, then names the seconds to wait", async () => {
    const { hits } = server.services;
    const b = bucket();
    const rule = { limit: 2, windowMs: 10_000 };
    expect((await hits.take(b, rule, 0)).allowed).toBe(true);
    expect((await hits.take(b, rule, 1_000)).allowed).toBe(true);
    expect(await hits.take(b, rule, 2_000)).toEqual({ allowed: false, retryAfter: 8 });
    // Another bucket has its own allowance.
    expect((await hits.take(bucket(), rule, 2_000)).allowed).toBe(true);
  });

  it("slides: a hit leaves the count once its window has passed", async () => {
    const { hits } = server.services;
    const b = bucket();
    const rule = { limit: 2, windowMs: 10_000 };
    await hits.take(b, rule, 0);
    await hits.take(b, rule, 5_000);
    expect(await hits.take(b, rule, 9_999)).toEqual({ allowed: false, retryAfter: 1 });
    expect((await hits.take(b, rule, 10_001)).allowed).toBe(true);
    expect(await hits.take(b, rule, 10_002)).toEqual({ allowed: false, retryAfter: 5 });
  });

  it("refused hits are not counted and do not extend the wait", async () => {
    const { hits } = server.services;
    const b = bucket();
    const rule = { limit: 1, windowMs: 10_000 };
    await hits.take(b, rule, 0);
    for (let t = 1_000; t < 10_000; t += 1_000) expect((await hits.take(b, rule, t)).allowed).toBe(false);
    expect((await hits.take(b, rule, 10_001)).allowed).toBe(true);
  });

  it("release gives a hit back; clear forgets the bucket", async () => {
    const { hits } = server.services;
    const b = bucket();
    const rule = { limit: 1, windowMs: 10_000 };
    const first = await hits.take(b, rule, 0);
    if (!first.allowed) throw new Error("the first hit must be allowed");
    await first.release();
    expect((await hits.take(b, rule, 1)).allowed).toBe(true);
    expect((await hits.take(b, rule, 2)).allowed).toBe(false);
    await hits.clear(b);
    expect((await hits.take(b, rule, 3)).allowed).toBe(true);
  });

  it("lets exactly `limit` of many concurrent hits through", async () => {
    const b = bucket();
    const results = await Promise.all(
      Array.from({ length: 12 }, () => server.services.hits.take(b, { limit: 5, windowMs: 60_000 })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  describe("the sign-in back-off", () => {
    const SECOND = 1000;
    const rules = {
      pair: { windowMs: 3_600_000, free: 3, baseMs: SECOND, capMs: 60 * SECOND },
      account: { windowMs: 3_600_000, free: 6, baseMs: SECOND, capMs: 60 * SECOND },
      address: { windowMs: 3_600_000, free: 3, baseMs: SECOND, capMs: 60 * SECOND },
      alertOwnerAt: 6,
    };
    let now = 0;
    const throttle = () => new SignInThrottle(server.services.hits, rules, () => now);
    async function fail(t: SignInThrottle, email: string, address: string) {
      const gate = await t.begin(email, address);
      if (!gate.allowed) throw new Error(`${email} from ${address} was slowed`);
      return gate.attempt;
    }
    const waitOf = async (t: SignInThrottle, email: string, address: string) => {
      const gate = await t.begin(email, address);
      return gate.allowed ? 0 : gate.retryAfter;
    };

    it("slows an account from one address after its free failures, doubling the wait", async () => {
      now = 0;
      const t = throttle();
      for (let i = 0; i < 3; i++) await fail(t, "pair@b.co", "10.0.0.1");
      expect(await waitOf(t, "pair@b.co", "10.0.0.1")).toBe(1);
      now = 1_000;
      await fail(t, "pair@b.co", "10.0.0.1");
      expect(await waitOf(t, "pair@b.co", "10.0.0.1")).toBe(2);
      now = 3_000;
      await fail(t, "pair@b.co", "10.0.0.1");
      expect(await waitOf(t, "pair@b.co", "10.0.0.1")).toBe(4);
    });

    it("never slows an address that has not failed on the account, however many did", async () => {
      now = 10_000_000;
      const t = throttle();
      for (let i = 0; i < 50; i++) {
        const gate = await t.begin("owner@b.co", "6.6.6.6");
        if (gate.allowed) continue;
        now += gate.retryAfter * 1000;
      }
      for (let i = 0; i < 10; i++) await fail(t, "owner@b.co", `7.7.7.${i}`);
      // The owner's own address, clean: straight through.
      expect(await waitOf(t, "owner@b.co", "8.8.8.8")).toBe(0);
    });

    it("a clean address is not slowed by an attempt timed a moment later that took the lock first", async () => {
      // Another process (or another request here) read its clock after this one and counted
      // first: the account's latest failure is in this attempt's future.
      now = 15_000_500;
      const t = throttle();
      for (let i = 0; i < 8; i++) await fail(t, "race@b.co", `6.7.8.${i}`);
      now = 15_000_000;
      expect(await waitOf(t, "race@b.co", "6.7.9.1")).toBe(0);
      // A known address still waits, but never longer than its spacing.
      now = 15_000_500;
      await fail(t, "race@b.co", "6.7.9.2");
      const spacing = await waitOf(t, "race@b.co", "6.7.9.2");
      expect(spacing).toBeGreaterThan(0);
      now = 15_000_000;
      expect(await waitOf(t, "race@b.co", "6.7.9.2")).toBe(spacing);
    });

    it("an address that has failed on an account under attack waits on the account's count", async () => {
      now = 20_000_000;
      const t = throttle();
      for (let i = 0; i < 6; i++) await fail(t, "target@b.co", `9.9.9.${i}`);
      await fail(t, "target@b.co", "9.9.8.1");
      // A second try from an address that already failed: the account's 7 failures count.
      expect(await waitOf(t, "target@b.co", "9.9.8.1")).toBe(2);
      // A fresh address still passes.
      expect(await waitOf(t, "target@b.co", "9.9.8.2")).toBe(0);
    });

    it("slows an address trying many accounts (credential stuffing)", async () => {
      now = 30_000_000;
      const t = throttle();
      for (let i = 0; i < 3; i++) await fail(t, `victim${i}@b.co`, "1.2.3.4");
      expect(await waitOf(t, "victim9@b.co", "1.2.3.4")).toBe(1);
      expect(await waitOf(t, "victim9@b.co", "5.6.7.8")).toBe(0);
    });

    it("a success clears the account from that address; a reset clears it from every address", async () => {
      now = 40_000_000;
      const t = throttle();
      for (let i = 0; i < 3; i++) await fail(t, "s@b.co", "2.2.2.2");
      for (let i = 0; i < 3; i++) await fail(t, "s@b.co", "3.3.3.3");
      expect(await waitOf(t, "s@b.co", "2.2.2.2")).toBeGreaterThan(0);
      now += 1_000;
      await (await fail(t, "s@b.co", "2.2.2.2")).succeeded();
      expect(await waitOf(t, "s@b.co", "2.2.2.2")).toBe(0);
      expect(await waitOf(t, "s@b.co", "3.3.3.3")).toBeGreaterThan(0);
      await t.clearAccount("s@b.co");
      expect(await waitOf(t, "s@b.co", "3.3.3.3")).toBe(0);
    });

    it("a discarded attempt counts for nothing", async () => {
      now = 50_000_000;
      const t = throttle();
      for (let i = 0; i < 10; i++) await (await fail(t, "d@b.co", "4.4.4.4")).discard();
      expect(await waitOf(t, "d@b.co", "4.4.4.4")).toBe(0);
    });

    it("counts the account's failures for the owner's alert", async () => {
      now = 60_000_000;
      const t = throttle();
      const counts: number[] = [];
      for (let i = 0; i < 4; i++) counts.push((await fail(t, "alert@b.co", `5.5.5.${i}`)).accountFailures);
      expect(counts).toEqual([1, 2, 3, 4]);
    });
  });
});

// Two app instances on one database stand for two server processes behind a load balancer.
describe.skipIf(dbKind !== "postgres" || legUnavailable())(
  "limits shared by two servers on one PostgreSQL",
  () => {
    const post = (server: TestServer, path: string, body: unknown) =>
      server.fetch(path, { method: "POST", headers: ORIGIN, body: JSON.stringify(body) });
    async function startPair(authRateLimit: boolean): Promise<[TestServer, TestServer]> {
      const a = await startTestServer({ seed: false, config: { authRateLimit } });
      const b = await startTestServer({ seed: false, databaseUrl: a.databaseUrl, config: { authRateLimit } });
      return [a, b];
    }

    describe("failed sign-ins per account", () => {
      let a: TestServer;
      let b: TestServer;
      beforeAll(async () => {
        [a, b] = await startPair(false);
      });
      afterAll(async () => {
        await b?.close();
        await a?.close();
      });

      it("wrong passwords alternating between the servers: 5 checked, then both slow the next", async () => {
        await signUp(a, "alternating@example.com", "right-password-1");
        const statuses: number[] = [];
        for (let i = 0; i < 8; i++) {
          const res = await post(i % 2 ? b : a, "/api/auth/sign-in/email", {
            email: "alternating@example.com",
            password: `wrong-${i}`,
          });
          statuses.push(res.status);
        }
        expect(statuses).toEqual([...Array<number>(5).fill(401), 429, 429, 429]);
      });

      it("parallel guesses on both servers: exactly 5 are checked, the rest slowed", async () => {
        await signUp(b, "parallel@example.com", "right-password-1");
        const results = await Promise.all(
          Array.from({ length: 14 }, (_, i) =>
            post(i % 2 ? b : a, "/api/auth/sign-in/email", {
              email: "parallel@example.com",
              password: `no-${i}`,
            }),
          ),
        );
        const statuses = results.map((r) => r.status).sort();
        expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(9).fill(429)]);
      });
    });

    describe("per-address limits", () => {
      let a: TestServer;
      let b: TestServer;
      beforeAll(async () => {
        [a, b] = await startPair(true);
      });
      afterAll(async () => {
        await b?.close();
        await a?.close();
      });

      it("password resets (5 a minute) hold across both servers", async () => {
        const statuses: number[] = [];
        for (let i = 0; i < 6; i++) {
          const res = await post(i % 2 ? b : a, "/api/auth/request-password-reset", {
            email: "nobody@example.com",
            redirectTo: "/reset-password",
          });
          statuses.push(res.status);
        }
        expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      });

      it("the contact form's 5 messages per 10 minutes hold across both servers", async () => {
        const message = {
          subject: "Alterations",
          firstName: "Ada",
          lastName: "Lovelace",
          email: "ada@example.com",
          orderId: "",
          message: "Do you shorten sleeves on coats bought in the shop?",
        };
        const statuses: number[] = [];
        for (let i = 0; i < 6; i++)
          statuses.push((await post(i % 2 ? b : a, "/api/v1/contact-messages", message)).status);
        expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      });
    });
  },
);
