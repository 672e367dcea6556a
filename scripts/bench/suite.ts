// The load tests of one server (one database): pages, API, search, orders, analytics, memory.
import type { Fixtures } from "./seed";
import { BENCH_CUSTOMER } from "./seed";
import { measure, timeSequential, type LoadFigures, type LoadSpec } from "./load";
import { sampleRss, type ServerHandle } from "./server";
import { median } from "./stats";
import { signIn, untilCatalogueIndexed } from "./shop-client";

export type Measured = (LoadFigures & { runs: number }) | { skipped: string };

/** Buyers of the hot-variant run, all on one variant with a large stock. */
export const HOT_BUYERS = 32;

/** Chromium's Accept-Encoding. */
export const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

export interface AnalyticsFigures {
  /** Median ms of each panel endpoint (90 days), sequential requests. */
  panels: Record<string, number>;
  /** Median wall time of the three panels requested together, as the dashboard does. */
  togetherMs: number;
  samples: number;
}

export interface SuiteResult {
  label: string;
  database: "postgres" | "pglite";
  products: number;
  orders: number;
  category?: Measured;
  product?: Measured;
  /** The same pages for a signed-in customer (their session cookie): the shared page cache (decision 45). */
  categorySignedIn?: Measured;
  /** The same filtered and sorted /women addresses as listingCounts, served as in production. */
  categoryFiltered?: Measured;
  productSignedIn?: Measured;
  /** The signed-in pages as the customer's browser asks for them: gzip accepted (decision 94). */
  categoryBrowser?: Measured;
  productBrowser?: Measured;
  /** Personal pages, rendered per request with the customer's session cookie. */
  accountRendered?: Measured;
  checkoutRendered?: Measured;
  apiFirst?: Measured;
  apiCursor?: Measured;
  search?: Measured;
  searchNoHit?: string[];
  /** Search mode: the catalogue index's start-up build, and what was served meanwhile. */
  indexBuild?: { readyMs: number; searchDuringMs: number; listingDuringMs: number };
  /** Search mode (caches off): /women with its filter counts, plain, filtered and sorted. */
  listingCounts?: Measured;
  /** Search mode (caches off): the API's listing filtered by size and colour. */
  apiFiltered?: Measured;
  /** Orders spread over many variants (each with a large stock): the shop's usual traffic. */
  orders_?: Measured;
  /** Every buyer on one variant with a large stock: its row lock serialises the orders. */
  ordersHot?: Measured;
  /** How many variants the spread order placement cycles through. */
  orderVariants?: number;
  analytics?: AnalyticsFigures | { skipped: string };
  rss: {
    peakMb: number;
    medianMb: number;
    idleMb: number;
    /** Peak RSS during each load test, by its name: which kind of traffic holds the memory. */
    phases: Record<string, number>;
  };
}

export interface SuiteOptions {
  runs: number;
  duration: number;
  warmup: number;
  connections: number;
  mode: "full" | "api" | "search";
  log: (m: string) => void;
}

/** Misspelt on purpose: the typo-tolerant path (trigram alternatives) is what is measured. */
export const SEARCH_QUERIES = [
  "cashmir swetter",
  "lether tote",
  "trenchcoat",
  "ribbed turtlenek",
  "silk dres",
  "wool overcot",
  "velvet jaket",
  "linnen trousers",
  "chelsee boots",
  "flanel overshirt",
  "midnite blazer",
  "portofino scarff",
  "camle coat",
  "oxfrd shirt",
  "weekendr bag",
  "tailord overcoat",
];

const ORDER_ADDRESS = {
  type: "HOME",
  firstName: "Bench",
  lastName: "Buyer",
  addressLine_1: "1 Load Street",
  addressLine_2: "New York, NY 10011",
  country: "USA",
  city: "New York",
  state: "NY",
  postalCode: "10011",
};

/** A category page plain, filtered by size and colour, and sorted within a price band. */
const FILTERED_LISTINGS = ["/women", "/women?size=M&color=black", "/women?sort=price-asc&price=500-1000"];

export function orderBody(line: Fixtures["orderLine"]): string {
  return JSON.stringify({
    lines: [{ ...line, quantity: 1 }],
    shippingTo: ORDER_ADDRESS,
    billingTo: ORDER_ADDRESS,
    email: "bench@example.com",
    phoneNumber: "+1 212 555 0100",
    card: { cardNumber: "4242 4242 4242 4242", expMonth: "12", expYear: "2030", cvv: "123" },
  });
}

async function check(url: string, init: RequestInit = {}, expect = 200): Promise<string | null> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const text = await res.text();
    return res.status === expect
      ? null
      : `${init.method ?? "GET"} ${new URL(url).pathname} → ${res.status} ${text.slice(0, 160)}`;
  } catch (err) {
    return `${new URL(url).pathname}: ${(err as Error).message}`;
  }
}

async function cursorPaths(base: string, pages: number): Promise<string[]> {
  const paths: string[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < pages; i++) {
    const res = await fetch(
      `${base}/api/v1/products?page=women&limit=25${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    );
    if (res.status !== 200) break;
    const page = (await res.json()) as { nextCursor: string | null };
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
    paths.push(`/api/v1/products?page=women&limit=25&cursor=${encodeURIComponent(cursor)}`);
  }
  return paths;
}

export async function runSuite(
  server: ServerHandle,
  fx: Fixtures,
  label: string,
  database: SuiteResult["database"],
  o: SuiteOptions,
): Promise<SuiteResult> {
  const base = server.url;
  const idleMb = server.rssMb();
  const rss = sampleRss(server.pid);
  const result: SuiteResult = {
    label,
    database,
    products: fx.counts.products,
    orders: fx.counts.orders,
    rss: { peakMb: Number.NaN, medianMb: Number.NaN, idleMb, phases: {} },
  };
  const load = async (
    name: string,
    spec: {
      paths: string[];
      method?: "GET" | "POST";
      body?: string;
      headers?: Record<string, string>;
      expect?: number;
      /** Cycled through instead of `paths` (each its own body); any 2xx succeeds. */
      requests?: LoadSpec["requests"];
      refused?: number[];
      connections?: number;
    },
  ): Promise<Measured> => {
    const first = spec.requests?.[0];
    const problem = await check(
      base + (first?.path ?? spec.paths[0]),
      {
        method: first?.method ?? spec.method ?? "GET",
        headers: first?.headers ?? spec.headers,
        body: first?.body ?? spec.body,
      },
      spec.expect ?? 200,
    );
    if (problem) {
      o.log(`  ${label} ${name}: SKIPPED — ${problem}`);
      return { skipped: problem };
    }
    const from = rss.samples.length;
    const figures = await measure(
      {
        title: name,
        url: base,
        connections: spec.connections ?? o.connections,
        durationSec: o.duration,
        paths: spec.paths,
        method: spec.method,
        body: spec.body,
        headers: spec.headers,
        expectStatus: spec.expect,
        requests: spec.requests,
        refusedStatus: spec.refused,
      },
      o.runs,
      o.warmup,
    );
    const during = rss.samples.slice(from);
    if (during.length) result.rss.phases[name] = Math.max(...during);
    o.log(
      `  ${label} ${name}: ${Math.round(figures.rps)} req/s, p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, errors ${figures.errors}${spec.refused ? `, refused ${figures.refused}` : ""}, RSS peak ${result.rss.phases[name]?.toFixed(0) ?? "—"} MB`,
    );
    return figures;
  };

  try {
    // The catalogue index is built in the background after start-up (decision 56); until then
    // listings are answered from SQL, about a second each on PGlite at 100k. The load tests time
    // the shop as it runs once ready: a filtered request waits for the index. (Search mode times
    // that build itself, below.)
    if (o.mode !== "search") {
      const ready = await fetch(`${base}/api/v1/products?page=women&limit=1&availability=in-stock`, {
        signal: AbortSignal.timeout(600_000),
      });
      await ready.arrayBuffer();
    }
    if (o.mode === "full") {
      result.category = await load("category page /women", { paths: ["/women"] });
      result.categoryFiltered = await load("category page /women filtered and sorted", {
        paths: FILTERED_LISTINGS,
      });
      result.product = await load("product page", { paths: fx.productUrls.map((u) => `/product/${u}`) });
      // A signed-in customer gets the same shared pages (decision 45); their account and
      // checkout are personal and rendered for every request.
      const customer = { cookie: await signIn(base, BENCH_CUSTOMER) };
      result.categorySignedIn = await load("category page /women, signed-in customer", {
        paths: ["/women"],
        headers: customer,
      });
      result.productSignedIn = await load("product page, signed-in customer", {
        paths: fx.productUrls.map((u) => `/product/${u}`),
        headers: customer,
      });
      // What a browser sends besides: the encodings it takes. The page is then gzipped, from the
      // copy deflated once with the cached page (decision 94). autocannon itself spends ~3x more
      // CPU per gzip answer than per plain one, so these rows are bound by the load generator
      // (docs/benchmarks.md §0h).
      const browser = { ...customer, "accept-encoding": BROWSER_ENCODINGS };
      result.categoryBrowser = await load("category page /women, signed-in customer's browser (gzip)", {
        paths: ["/women"],
        headers: browser,
      });
      result.productBrowser = await load("product page, signed-in customer's browser (gzip)", {
        paths: fx.productUrls.map((u) => `/product/${u}`),
        headers: browser,
      });
      result.accountRendered = await load("account page, rendered per request (signed-in customer)", {
        paths: ["/account?q=orders"],
        headers: customer,
      });
      result.checkoutRendered = await load("checkout page, rendered per request (signed-in customer)", {
        paths: ["/checkout"],
        headers: customer,
      });
    }
    if (o.mode !== "search") {
      result.apiFirst = await load("api page of 25", { paths: ["/api/v1/products?page=women&limit=25"] });
      const cursors = await cursorPaths(base, 20);
      result.apiCursor = cursors.length
        ? await load("api cursor pages 2–21", { paths: cursors })
        : { skipped: "no cursor returned" };
    }
    // Search has its own server with the catalogue cache off (run.ts).
    if (o.mode === "search") {
      // The index is built in the background from start-up: a plain search and listing are
      // answered meanwhile (from SQL); a filtered listing needs the index, so it comes back
      // when the build is done (decision 55).
      const t0 = performance.now();
      const timed = async (p: string) => {
        const t = performance.now();
        await (await fetch(base + p)).arrayBuffer();
        return performance.now() - t;
      };
      const searchDuringMs = await timed("/api/v1/products/search?q=coat&limit=25");
      const listingDuringMs = await timed("/women");
      await untilCatalogueIndexed(base, () =>
        o.log(`  ${label} index still building after ${((performance.now() - t0) / 1000).toFixed(0)} s …`),
      );
      result.indexBuild = { readyMs: performance.now() - t0, searchDuringMs, listingDuringMs };
      o.log(
        `  ${label} index ready ${(result.indexBuild.readyMs / 1000).toFixed(1)} s after /readyz; meanwhile search ${searchDuringMs.toFixed(0)} ms, /women ${listingDuringMs.toFixed(0)} ms`,
      );
      result.listingCounts = await load("category page /women with filter counts, caches off", {
        paths: FILTERED_LISTINGS,
      });
      result.apiFiltered = await load("api page of 25 filtered by size and colour, caches off", {
        paths: ["/api/v1/products?page=women&limit=25&size=M&color=black"],
      });
      const searchPaths = SEARCH_QUERIES.map(
        (q) => `/api/v1/products/search?q=${encodeURIComponent(q)}&limit=25`,
      );
      result.searchNoHit = [];
      for (const p of searchPaths) {
        const r = await fetch(base + p);
        const body = (await r.json()) as { items?: unknown[] };
        if (!body.items?.length)
          result.searchNoHit.push(decodeURIComponent(p.split("q=")[1]!.split("&")[0]!));
      }
      result.search = await load("search (typos)", { paths: searchPaths });
    }
    if (o.mode === "full") {
      // Placement goes through the stock check (decrement in the order's transaction); a 409
      // (not enough stock) is a refusal, counted apart from errors. Every variant has 1,000,000.
      const json = { "content-type": "application/json" };
      result.orderVariants = fx.orderLines.length;
      result.orders_ = await load("order placement", {
        paths: ["/api/v1/orders"],
        requests: fx.orderLines.map((line) => ({
          method: "POST" as const,
          path: "/api/v1/orders",
          headers: json,
          body: orderBody(line),
        })),
        expect: 201,
        refused: [409],
      });
      result.ordersHot = await load(`order placement, one hot variant (${HOT_BUYERS} buyers)`, {
        paths: ["/api/v1/orders"],
        method: "POST",
        body: orderBody(fx.orderLine),
        headers: json,
        expect: 201,
        refused: [409],
        connections: HOT_BUYERS,
      });
      try {
        const cookie = await signIn(base);
        const panels = ["sales", "top-products", "coupons"];
        const n = o.runs >= 3 ? 15 : 7;
        const out: Record<string, number> = {};
        for (const p of panels) {
          const url = `${base}/api/v1/dashboard/analytics/${p}?days=90`;
          const problem = await check(url, { headers: { cookie } });
          if (problem) throw new Error(problem);
          out[p] = median(
            await timeSequential(n, async () => {
              await (await fetch(url, { headers: { cookie } })).arrayBuffer();
            }),
          );
        }
        const together = await timeSequential(n, async () => {
          await Promise.all(
            panels.map(async (p) =>
              (
                await fetch(`${base}/api/v1/dashboard/analytics/${p}?days=90`, { headers: { cookie } })
              ).arrayBuffer(),
            ),
          );
        });
        result.analytics = { panels: out, togetherMs: median(together), samples: n };
        o.log(
          `  ${label} analytics (90 days): ${panels.map((p) => `${p} ${out[p]!.toFixed(0)} ms`).join(", ")}; together ${median(together).toFixed(0)} ms`,
        );
      } catch (err) {
        result.analytics = { skipped: (err as Error).message };
        o.log(`  ${label} analytics: SKIPPED — ${(err as Error).message}`);
      }
    }
  } finally {
    rss.stop();
    result.rss.peakMb = rss.samples.length ? Math.max(...rss.samples) : Number.NaN;
    result.rss.medianMb = median(rss.samples);
  }
  o.log(
    `  ${label} server RSS: idle ${idleMb.toFixed(0)} MB, median under load ${result.rss.medianMb.toFixed(0)} MB, peak ${result.rss.peakMb.toFixed(0)} MB`,
  );
  return result;
}
