// Two production processes on one PostgreSQL database behind Debian's nginx running
// deploy/nginx.conf: everything a shopper or staff member does holds whichever process answers.
import { chromium } from "@playwright/test";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPrice } from "../../domain/money";
import { DEMO_ACCOUNTS } from "../../server/db/seed/demo-accounts";
import { NGINX, startNginx, type RunningNginx } from "./nginx";
import { freePort, startProcess, type ServerProcess } from "./processes";
import { existsSync } from "node:fs";
import sharp from "sharp";
import { SIGN_IN_BACKOFF } from "../../server/limits/rules";
import { US_ADDRESS } from "../fixtures/us-address";
import { productFormBody } from "../integration/product-form";
import type { Product } from "../../domain/contracts/products";

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SECRET = "scale-out-test-secret-0123456789abcdef0123456789";
const admin = DEMO_ACCOUNTS.find((a) => a.role === "admin")!;
const customer = DEMO_ACCOUNTS.find((a) => a.role === "user")!;

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const missing = [
  ...(existsSync(NGINX) ? [] : [`nginx (${NGINX}; apt-get install nginx libnginx-mod-http-brotli-filter)`]),
  ...((await postgresReachable()) ? [] : [`PostgreSQL at ${ADMIN_URL}`]),
];
if (missing.length && process.env.CI) throw new Error(`The scale-out test needs ${missing.join(" and ")}`);
if (missing.length) console.warn(`\n  scale-out test SKIPPED: no ${missing.join(" and no ")}.\n`);

/** Runs each statement in turn on the PostgreSQL server's admin database. */
async function adminQuery(...statements: string[]): Promise<void> {
  const root = new pg.Client({ connectionString: ADMIN_URL });
  await root.connect();
  for (const sql of statements) await root.query(sql);
  await root.end();
}

/** A new empty database (dropped first if an earlier run left it); returns its URL. */
async function freshDatabase(name: string): Promise<string> {
  await adminQuery(`drop database if exists "${name}" with (force)`, `create database "${name}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

describe.skipIf(missing.length > 0)("two processes on one PostgreSQL behind nginx", () => {
  const database = `atelier_scale_out_${process.pid}`;
  let databaseUrl: string;
  let a: ServerProcess;
  let b: ServerProcess;
  let nginx: RunningNginx;
  let adminCookie: string;

  beforeAll(async () => {
    databaseUrl = await freshDatabase(database);
    const [portA, portB, portNginx] = [await freePort(), await freePort(), await freePort()];
    const env = {
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: SECRET,
      HOST: "127.0.0.1",
      TRUST_PROXY: "1",
      PUBLIC_URL: `http://127.0.0.1:${portNginx}`,
    };
    // Started at the same moment on an empty database: one migrates and seeds, the other waits.
    [a, b] = await Promise.all([startProcess(env, portA), startProcess(env, portB)]);
    nginx = await startNginx([portA, portB], portNginx);
    adminCookie = await signIn(a.url, admin.email, admin.password);
  }, 300_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([a?.stop(), b?.stop()]);
    await adminQuery(`drop database if exists "${database}" with (force)`);
  });

  async function signIn(base: string, email: string, password: string): Promise<string> {
    const res = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ email, password }),
    });
    if (res.status !== 200) throw new Error(`sign-in at ${base}: ${res.status} ${await res.text()}`);
    return cookieOf(res);
  }

  const me = (base: string, cookie: string) => fetch(`${base}/api/v1/me`, { headers: { cookie } });

  it("seeded once although both processes started together", async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ n: string }>(`select count(*) as n from "user" where email = $1`, [
      admin.email,
    ]);
    await client.end();
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it("a session made on A works on B and through nginx", async () => {
    const cookie = await signIn(a.url, customer.email, customer.password);
    for (const base of [a.url, b.url, nginx.url]) {
      const res = await me(base, cookie);
      expect(res.status, base).toBe(200);
      expect(((await res.json()) as { email: string }).email).toBe(customer.email);
    }
    // And one made through nginx (its forwarded origin is trusted) works on both processes.
    const viaNginx = await signIn(nginx.url, customer.email, customer.password);
    expect((await me(b.url, viaNginx)).status).toBe(200);
  });

  it("an image uploaded on A is served by B, and by nginx with long caching", async () => {
    const jpeg = await sharp({ create: { width: 900, height: 1200, channels: 3, background: "#6b4a2e" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "photo.jpg");
    const upload = await fetch(`${a.url}/api/v1/dashboard/media`, {
      method: "POST",
      headers: { cookie: adminCookie },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { key } = (await upload.json()) as { key: string };
    const fromA = Buffer.from(await (await fetch(`${a.url}/media/${key}/640.webp`)).arrayBuffer());
    const fromB = await fetch(`${b.url}/media/${key}/640.webp`);
    expect(fromB.status).toBe(200);
    expect(Buffer.from(await fromB.arrayBuffer()).equals(fromA)).toBe(true);
    const first = await fetch(`${nginx.url}/media/${key}/640.webp`);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await first.arrayBuffer()).equals(fromA)).toBe(true);
    const again = await fetch(`${nginx.url}/media/${key}/640.webp`);
    expect(again.headers.get("x-cache")).toBe("HIT");
  });

  it("a price edited on A shows on B's product page (and through nginx) within 1 s", async () => {
    const list = (await (
      await fetch(`${a.url}/api/v1/dashboard/products?limit=1`, { headers: { cookie: adminCookie } })
    ).json()) as {
      items: { id: string }[];
    };
    const id = list.items[0]!.id;
    const product = (await (
      await fetch(`${a.url}/api/v1/dashboard/products/${id}`, { headers: { cookie: adminCookie } })
    ).json()) as Product;
    // B has the page in its cache before the edit.
    expect((await fetch(`${b.url}/product/${product.url}`)).status).toBe(200);
    const newPrice = product.basePriceCents + 12_300;
    const put = await fetch(`${a.url}/api/v1/dashboard/products/${id}`, {
      method: "PUT",
      headers: { "content-type": "application/json", cookie: adminCookie, origin: a.url },
      // The stock is left as it is: only the price changes.
      body: JSON.stringify({ ...productFormBody(product, { basePriceCents: newPrice }), stock: undefined }),
    });
    expect(put.status, await put.clone().text()).toBe(200);
    const edited = Date.now();
    const shown = formatPrice(newPrice);
    const seen = async (base: string) => {
      while (Date.now() - edited < 1000) {
        if ((await (await fetch(`${base}/product/${product.url}`)).text()).includes(shown)) return true;
        await new Promise((r) => setTimeout(r, 50));
      }
      return false;
    };
    expect(await seen(b.url)).toBe(true);
    expect(await seen(nginx.url)).toBe(true);
  });

  // Failed sign-ins are slowed, not locked out (docs/decisions.md, decision 79; docs/security.md):
  // one account from one address gets SIGN_IN_BACKOFF.pair.free (5) wrong passwords answered
  // 401, then each attempt must wait (429, from 1 s doubling). So the 14 alternating attempts are
  // refused from the 6th, not from the 11th as the issue that asked for this test says: that was
  // the lock-out after 10 failures this shop replaced. What the test proves is the point:
  // both processes together allow exactly as many as one process alone would.
  const wrongPasswords = async (bases: string[], origin: (base: string) => string, headers = {}) => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const base = bases[i % bases.length]!;
      const res = await fetch(`${base}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: origin(base), ...headers },
        body: JSON.stringify({ email: "editor@atelier.example", password: `wrong-${i}` }),
      });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    return statuses;
  };
  const free = SIGN_IN_BACKOFF.pair.free;
  const slowedAfterFree = [...Array<number>(free).fill(401), ...Array<number>(14 - free).fill(429)];

  it("14 wrong passwords alternating between A and B are refused once the free failures are used", async () => {
    // Sent to the processes directly as if through a proxy (they trust one: TRUST_PROXY=1), from
    // a visitor address of their own, so these failures and the nginx run's count apart.
    const statuses = await wrongPasswords([a.url, b.url], (base) => base, {
      "x-forwarded-for": "203.0.113.17",
    });
    expect(statuses).toEqual(slowedAfterFree);
  });

  it("the same 14 wrong passwords through nginx (which spreads them over A and B) are refused alike", async () => {
    // Through nginx the visitor is 127.0.0.1: a fresh account-and-address count.
    const statuses = await wrongPasswords([nginx.url], () => nginx.url);
    expect(statuses).toEqual(slowedAfterFree);
  });

  it("the same Idempotency-Key sent to A, B and nginx at once makes one order", async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ product_id: string; size: string; color: string }>(
      "select product_id, size, color from stock_levels where on_hand >= 5 order by product_id limit 1",
    );
    const line = rows[0]!;
    const count = async () =>
      Number((await client.query<{ n: string }>("select count(*) as n from orders")).rows[0]?.n);
    const before = await count();
    const body = JSON.stringify({
      lines: [{ productId: line.product_id, size: line.size, color: line.color, quantity: 1 }],
      shippingTo: US_ADDRESS,
      billingTo: US_ADDRESS,
      email: "guest@example.com",
      phoneNumber: "+1 212 555 0100",
      card: { cardNumber: "4242 4242 4242 4242", expMonth: "12", expYear: "2030", cvv: "123" },
    });
    const key = `scale-out-${crypto.randomUUID()}`;
    // Twice to each process directly and twice through nginx, all at once.
    const results = await Promise.all(
      [a.url, b.url, nginx.url, a.url, b.url, nginx.url].map((base) =>
        fetch(`${base}/api/v1/orders`, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": key },
          body,
        }),
      ),
    );
    const answers = await Promise.all(
      results.map(async (r) => ({ status: r.status, body: (await r.json()) as { id?: string } })),
    );
    await client.end();
    const ids = answers.map((r) => r.body.id);
    expect(
      answers.every((r) => r.status === 201 || r.status === 200),
      JSON.stringify(answers),
    ).toBe(true);
    expect(new Set(ids).size).toBe(1);
    const after = new pg.Client({ connectionString: databaseUrl });
    await after.connect();
    expect(Number((await after.query<{ n: string }>("select count(*) as n from orders")).rows[0]?.n)).toBe(
      before + 1,
    );
    await after.end();
  });

  it("a public page has one ETag on A and B, answers 304 through nginx, and a personal page is private", async () => {
    const tagOf = async (base: string, cookie?: string) => {
      const res = await fetch(`${base}/faq`, { headers: cookie ? { cookie } : {} });
      await res.arrayBuffer();
      expect(res.headers.get("cache-control")).toMatch(/^public, /);
      return res.headers.get("etag");
    };
    const tag = await tagOf(a.url);
    expect(tag).toMatch(/^W\//);
    expect(await tagOf(b.url, adminCookie)).toBe(tag);
    const again = await fetch(`${nginx.url}/faq`, {
      headers: { "if-none-match": tag!, "accept-encoding": "br" },
    });
    expect(again.status).toBe(304);
    const account = await fetch(`${nginx.url}/account`, { redirect: "manual" });
    expect(account.headers.get("cache-control")).toBe("private, no-store");
  });

  it("nginx compresses pages with brotli, streams live events unbuffered and limits bodies", async () => {
    const page = await fetch(`${nginx.url}/`, { headers: { "accept-encoding": "br, gzip" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-encoding")).toBe("br");
    // Varies with the encoding, said once (the processes say it; nginx does not repeat it).
    const gzipped = await fetch(`${nginx.url}/api/v1/products?limit=24`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    for (const res of [page, gzipped])
      expect(res.headers.get("vary")?.match(/accept-encoding/gi)).toEqual(["Accept-Encoding"]);
    const big = await fetch(`${nginx.url}/api/v1/contact-messages`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(big.status).toBe(413);
    const cookie = await signIn(nginx.url, customer.email, customer.password);
    const controller = new AbortController();
    const live = await fetch(`${nginx.url}/api/v1/live`, { headers: { cookie }, signal: controller.signal });
    expect(live.headers.get("content-type")).toContain("text/event-stream");
    // The first event arrives while the stream stays open: nginx did not hold it back.
    const reader = live.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    controller.abort();
  });
});

describe.skipIf(missing.length > 0)("a lone process opened at 127.0.0.1 with PUBLIC_URL unset", () => {
  let lone: ServerProcess;
  const database = `atelier_scale_out_lone_${process.pid}`;
  beforeAll(async () => {
    // Nothing from the shell that runs the test may make the address trusted another way.
    lone = await startProcess(
      {
        DATABASE_URL: await freshDatabase(database),
        AUTH_SECRET: SECRET,
        HOST: "127.0.0.1",
        PUBLIC_URL: undefined,
        TRUSTED_ORIGINS: undefined,
        TRUST_PROXY: undefined,
      },
      await freePort(),
    );
  }, 300_000);
  afterAll(async () => {
    await lone?.stop();
    await adminQuery(`drop database if exists "${database}" with (force)`);
  });

  it("lets the demo customer sign in through the form in Chromium", async () => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--no-first-run",
        "--disable-background-networking",
      ],
    });
    try {
      const page = await browser.newPage({ baseURL: lone.url });
      await page.goto("/login");
      // Hydrated: the bag badge's flag, as the Playwright journeys wait for it.
      await page.locator('header [data-ready="true"]').waitFor({ state: "attached" });
      const main = page.getByRole("main");
      await main.getByRole("textbox", { name: "E-mail", exact: true }).fill(customer.email);
      await main.getByLabel("Password").fill(customer.password);
      await main.getByRole("button", { name: "Log In" }).click();
      await page.waitForURL((u) => u.pathname !== "/login", { timeout: 20_000 });
      expect(await page.getByText("Something went wrong.").count()).toBe(0);
      const session = await page.request.get("/api/v1/me");
      expect(session.status()).toBe(200);
    } finally {
      await browser.close();
    }
  });
});
