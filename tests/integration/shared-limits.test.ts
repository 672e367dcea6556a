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

  describe("the sign-in throttle", () => {
    const limits = (perAccount: number, perAddress: number) => ({
      perAccount: { limit: perAccount, windowMs: 1000 },
      perAddress: { limit: perAddress, windowMs: 1000 },
    });
    const throttle = (perAccount: number, perAddress: number, now = () => 0) =>
      new SignInThrottle(server.services.hits, limits(perAccount, perAddress), now);
    async function fail(t: SignInThrottle, email: string, address: string) {
      if (!(await t.begin(email, address))) throw new Error(`${email} from ${address} was refused`);
    }

    it("refuses an account after the limit of failures within the window, then lets it go", async () => {
      let now = 0;
      const t = throttle(3, 100, () => now);
      for (let i = 0; i < 3; i++) await fail(t, "a@b.co", `10.0.0.${i}`);
      expect(await t.begin("a@b.co", "10.0.0.9")).toBeNull();
      expect(await t.begin("other@b.co", "10.0.0.9")).not.toBeNull();
      now = 1001;
      expect(await t.begin("a@b.co", "10.0.0.9")).not.toBeNull();
    });

    it("refuses an address that fails across many accounts", async () => {
      const t = throttle(100, 2);
      await fail(t, "x@b.co", "1.2.3.4");
      await fail(t, "y@b.co", "1.2.3.4");
      expect(await t.begin("z@b.co", "1.2.3.4")).toBeNull();
      expect(await t.begin("z@b.co", "5.6.7.8")).not.toBeNull();
    });

    it("clears an account's failures on success; a success does not count against the address", async () => {
      const t = throttle(2, 2);
      await fail(t, "s@b.co", "2.2.2.2");
      await (await t.begin("s@b.co", "2.2.2.2"))?.succeeded();
      await fail(t, "s@b.co", "2.2.2.2");
      // One failure on the account since the success; two on the address, which is now full.
      expect(await t.begin("s@b.co", "3.3.3.3")).not.toBeNull();
      expect(await t.begin("t@b.co", "2.2.2.2")).toBeNull();
    });

    it("a discarded attempt counts for nothing; a refused address costs the account nothing", async () => {
      const t = throttle(1, 1);
      await (await t.begin("d@b.co", "4.4.4.4"))?.discard();
      await fail(t, "d@b.co", "4.4.4.4");
      expect(await t.begin("f@b.co", "4.4.4.4")).toBeNull();
      expect(await t.begin("f@b.co", "6.6.6.6")).not.toBeNull();
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

      it("10 wrong passwords alternating between the servers, then both refuse the 11th to 14th", async () => {
        await signUp(a, "alternating@example.com", "right-password-1");
        const statuses: number[] = [];
        for (let i = 0; i < 14; i++) {
          const res = await post(i % 2 ? b : a, "/api/auth/sign-in/email", {
            email: "alternating@example.com",
            password: i === 12 ? "right-password-1" : `wrong-${i}`,
          });
          statuses.push(res.status);
        }
        expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429, 429, 429]);
      });

      it("parallel guesses on both servers: exactly 10 are checked, the rest refused", async () => {
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
        expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429, 429, 429]);
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
