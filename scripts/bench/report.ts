// docs/benchmarks.md: the hand-written parts (command, method, analysis) stay; the block between
// the markers (machine, dated table, misses) is replaced by each run.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import type { JsBudgetReport } from "../budget/js-budget";
import type { LighthousePage } from "./lighthouse";
import type { Machine } from "./machine";
import type { NginxFigures } from "./nginx-row";
import { ratioText } from "./outcome";
import type { MailDrain } from "./outbox-wait";
import type { ServedJs } from "./served-js";
import type { SoakResult } from "./soak";
import { missBy } from "./stats";
import { HOT_BUYERS, type AnalyticsFigures, type Measured, type SuiteResult } from "./suite";

export const START = "<!-- bench:results:start -->";
export const END = "<!-- bench:results:end -->";

export interface BenchData {
  date: Date;
  mode: "quick" | "full";
  command: string;
  size: number;
  runs: number;
  duration: number;
  connections: number;
  machine: Machine;
  load: { busy: boolean; text: string };
  buildMs: number | null;
  seed: { postgres?: number; pglite?: number; million?: number };
  postgres?: SuiteResult;
  pglite?: SuiteResult;
  searchSequential?: Measured;
  million?: SuiteResult;
  millionSequential?: Measured;
  js: JsBudgetReport;
  servedJs: ServedJs[];
  lighthouse?: LighthousePage[] | { skipped: string };
  coldStartMs?: number[] | { skipped: string };
  soak?: SoakResult;
  /** The order tests' e-mails, sent after the load (PostgreSQL leg); absent when not waited for. */
  mailDrain?: MailDrain;
  /** Through nginx, one process vs two; absent with --no-nginx. */
  nginx?: NginxFigures | { skipped: string };
  problems: string[];
}

interface Row {
  what: string;
  figure: string;
  budget: string;
  verdict: string;
  miss?: { key: string; text: string };
}

const f0 = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString("en-US") : "—");
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "—");
const kb = (b: number) => (b / 1024).toFixed(1);

/** Issue 22: server RSS under the full mix at 100k products, and JavaScript per shop route. */
const RSS_BUDGET_MB = { postgres: 250, pglite: 400 } as const;
const JS_BUDGET_KB = 115;

function isMeasured(m: Measured | undefined): m is Exclude<Measured, { skipped: string }> {
  return !!m && !("skipped" in m);
}

function verdict(checks: { value: number; limit: number; dir: "min" | "max"; label: string }[]): string {
  const misses = checks
    .map((c) => ({ c, miss: missBy(c.value, c.limit, c.dir) }))
    .filter((x) => x.miss !== "")
    .map((x) => `${x.c.label} ${x.miss}`.trim());
  return misses.length === 0 ? "✅" : `❌ ${misses.join("; ")}`;
}

type Budget = { rps?: number; p99?: number; p95?: number; errors?: boolean };

/** One load figure of the table: `optional` rows are left out when the figure was not taken. */
interface LoadSpec {
  what: string;
  m: Measured | undefined;
  budget: Budget;
  key: string;
  /** Show the refusals (409) the shop gave, apart from errors. */
  refused?: boolean;
  optional?: boolean;
}

function loadRows(specs: LoadSpec[]): Row[] {
  return specs.filter((s) => !s.optional || s.m).map((s) => loadRow(s.what, s.m, s.budget, s.key, s.refused));
}

function loadRow(
  what: string,
  m: Measured | undefined,
  budget: Budget,
  missKey: string,
  /** Show the refusals (409) the shop gave, apart from errors. */
  showRefused = false,
): Row {
  if (!isMeasured(m))
    return {
      what,
      figure: m ? `not measured: ${m.skipped}` : "not run",
      budget: budgetText(budget),
      verdict: m ? "❌ not measured" : "—",
    };
  const checks: Parameters<typeof verdict>[0] = [];
  if (budget.rps) checks.push({ value: m.rps, limit: budget.rps, dir: "min", label: "req/s" });
  if (budget.p99) checks.push({ value: m.p99, limit: budget.p99, dir: "max", label: "p99" });
  if (budget.p95) checks.push({ value: m.p95, limit: budget.p95, dir: "max", label: "p95" });
  let v = verdict(checks);
  if (budget.errors && m.errors > 0) v = v === "✅" ? `❌ ${m.errors} errors` : `${v}; ${m.errors} errors`;
  const refused = showRefused ? ` · ${f0(m.refused ?? 0)} refused (409)` : "";
  const figure = `${f0(m.rps)} req/s · p50 ${f1(m.p50)} · p95 ${f1(m.p95)} · p99 ${f1(m.p99)} ms · ${f0(m.errors)} errors${refused}`;
  const row: Row = { what, figure, budget: budgetText(budget), verdict: v };
  if (v !== "✅") row.miss = { key: missKey, text: `${what}: ${figure}` };
  return row;
}

function budgetText(b: Budget): string {
  return [
    b.rps ? `≥ ${f0(b.rps)} req/s` : "",
    b.p95 ? `p95 ≤ ${b.p95} ms` : "",
    b.p99 ? `p99 ≤ ${b.p99} ms` : "",
    b.errors ? "0 errors" : "",
  ]
    .filter(Boolean)
    .join(", ");
}

function analyticsRow(a: AnalyticsFigures | { skipped: string } | undefined, orders: number): Row {
  const what = `Dashboard analytics panels (90 days, ${f0(orders)} orders)`;
  if (!a) return { what, figure: "not run", budget: "≤ 200 ms", verdict: "—" };
  if ("skipped" in a)
    return { what, figure: `not measured: ${a.skipped}`, budget: "≤ 200 ms", verdict: "❌ not measured" };
  const per = Object.entries(a.panels)
    .map(([k, v]) => `${k} ${f0(v)}`)
    .join(" · ");
  const worst = Math.max(...Object.values(a.panels), a.togetherMs);
  const v = verdict([{ value: worst, limit: 200, dir: "max", label: "slowest" }]);
  const figure = `three together ${f0(a.togetherMs)} ms (${per} ms each, median of ${a.samples})`;
  return {
    what,
    figure,
    budget: "≤ 200 ms",
    verdict: v,
    ...(v !== "✅" ? { miss: { key: "analytics", text: `${what}: ${figure}` } } : {}),
  };
}

/** Reported: how long the confirmation e-mails of the order tests took to leave once the load ended. */
function mailDrainRow(m: MailDrain): Row {
  const secs = m.ms / 1000;
  const sent = m.pending - m.left;
  return {
    what: "E-mails waiting when the load tests ended (the order tests' confirmations), sent by the idle process (reported)",
    figure: `${f0(m.pending)} waiting; ${m.left === 0 ? "all" : f0(sent)} sent in ${f1(secs)} s (${f0(sent / Math.max(secs, 0.001))} a second)${m.left > 0 ? `; ${f0(m.left)} still waiting when the bench went on` : ""}`,
    budget: "reported",
    verdict: m.left === 0 ? "✅" : "❌ not all sent",
  };
}

export function rows(d: BenchData): Row[] {
  const out: Row[] = [];
  const pg = d.postgres;
  const pgl = d.pglite;
  const n = f0(d.size);
  const ssr: Budget = { rps: 1000, p99: 50, errors: true };
  const cached: Budget = { rps: 5000, p99: 20, errors: true };
  const search: Budget = { p95: 20, errors: true };
  if (pg)
    out.push(
      ...loadRows([
        {
          what: `Category page /women, SSR (PostgreSQL, ${n} products)`,
          m: pg.category,
          budget: ssr,
          key: "category",
        },
        {
          what: "Category page /women filtered and sorted (plain, size + colour, price sorted), as served: the shared page cache",
          m: pg.categoryFiltered,
          budget: ssr,
          key: "listing-counts",
          optional: true,
        },
        { what: "Product page /product/:url, SSR (PostgreSQL)", m: pg.product, budget: ssr, key: "product" },
        {
          what: "Category page /women, signed-in customer (their session cookie; the shared page cache)",
          m: pg.categorySignedIn,
          budget: cached,
          key: "signed-in",
          optional: true,
        },
        {
          what: "Product page, signed-in customer (their session cookie; the shared page cache)",
          m: pg.productSignedIn,
          budget: cached,
          key: "signed-in",
          optional: true,
        },
        {
          what: "Category page /women, signed-in customer's browser (cookie and Accept-Encoding: gzip; the shared page cache, gzipped once)",
          m: pg.categoryBrowser,
          budget: cached,
          key: "signed-in",
          optional: true,
        },
        {
          what: "Product page, signed-in customer's browser (cookie and Accept-Encoding: gzip; the shared page cache, gzipped once)",
          m: pg.productBrowser,
          budget: cached,
          key: "signed-in",
          optional: true,
        },
        {
          what: "Account page /account?q=orders, rendered per request (signed-in customer)",
          m: pg.accountRendered,
          budget: { rps: 1000, errors: true },
          key: "personal",
          optional: true,
        },
        {
          what: "Checkout page /checkout, rendered per request (signed-in customer)",
          m: pg.checkoutRendered,
          budget: { rps: 1000, errors: true },
          key: "personal",
          optional: true,
        },
        { what: "/api/v1/products page of 25 (PostgreSQL)", m: pg.apiFirst, budget: cached, key: "api" },
        {
          what: "/api/v1/products, cursor pages 2–21 (PostgreSQL)",
          m: pg.apiCursor,
          budget: cached,
          key: "api",
        },
      ]),
    );
  if (pgl)
    out.push(
      ...loadRows([
        {
          what: `/api/v1/products page of 25 (PGlite, ${n} products)`,
          m: pgl.apiFirst,
          budget: { rps: 2000, errors: true },
          key: "api-pglite",
        },
        {
          what: "/api/v1/products, cursor pages 2–21 (PGlite)",
          m: pgl.apiCursor,
          budget: { rps: 2000, errors: true },
          key: "api-pglite",
        },
        {
          what: "Category page /women (PGlite)",
          m: pgl.category,
          budget: ssr,
          key: "category-pglite",
          optional: true,
        },
        { what: "Product page (PGlite)", m: pgl.product, budget: ssr, key: "product-pglite", optional: true },
      ]),
    );
  if (pg) {
    out.push(
      ...loadRows([
        {
          what: `Search, typo-tolerant, ${n} products, ${d.connections} connections`,
          m: pg.search,
          budget: search,
          key: "search",
        },
        {
          what: `Search, typo-tolerant, ${n} products, 1 connection`,
          m: d.searchSequential,
          budget: search,
          key: "search",
          optional: true,
        },
        {
          what: `Category page /women with filter counts (plain, size + colour, price sorted), caches off, ${n} products`,
          m: pg.listingCounts,
          budget: ssr,
          key: "listing-counts",
          optional: true,
        },
        {
          what: `/api/v1/products filtered by size and colour, caches off, ${n} products`,
          m: pg.apiFiltered,
          budget: { rps: 2000, p99: 20, errors: true },
          key: "listing-counts",
          optional: true,
        },
      ]),
    );
    if (pg.indexBuild)
      out.push({
        what: `Catalogue index build at start-up (${n} products, in the background)`,
        figure: `ready ${(pg.indexBuild.readyMs / 1000).toFixed(1)} s after /readyz; meanwhile a search took ${f0(pg.indexBuild.searchDuringMs)} ms and /women ${f0(pg.indexBuild.listingDuringMs)} ms (from SQL)`,
        budget: "requests never wait for it",
        verdict: pg.indexBuild.searchDuringMs < 1000 ? "✅" : "❌",
      });
    out.push(
      ...loadRows([
        ...(d.million
          ? [
              {
                what: `Search at ${f0(d.million.products)} products, ${d.connections} connections (reported)`,
                m: d.million.search,
                budget: search,
                key: "search-1m",
              },
            ]
          : []),
        {
          what: `Search at ${f0(d.million?.products ?? 1e6)} products, 1 connection (reported)`,
          m: d.millionSequential,
          budget: search,
          key: "search-1m",
          optional: true,
        },
        {
          what: `Order placement POST /api/v1/orders, with stock checks (${f0(pg.orderVariants ?? 0)} variants)`,
          m: pg.orders_,
          budget: { rps: 300, p99: 100, errors: true },
          key: "orders",
          refused: true,
        },
        {
          what: `Order placement, one hot variant, ${HOT_BUYERS} buyers (reported)`,
          m: pg.ordersHot,
          budget: { errors: true },
          key: "orders-hot",
          refused: true,
        },
      ]),
    );
    out.push(analyticsRow(pg.analytics, pg.orders));
    if (d.mailDrain && d.mailDrain.pending > 0) out.push(mailDrainRow(d.mailDrain));
  }
  if (d.nginx) out.push(...nginxRows(d.nginx));
  for (const s of [pg, pgl]) {
    if (!s) continue;
    // Issue 22's budgets: PGlite's database lives in the server process, hence its own figure.
    const limit = s.database === "postgres" ? RSS_BUDGET_MB.postgres : RSS_BUDGET_MB.pglite;
    const v = verdict([{ value: s.rss.peakMb, limit, dir: "max", label: "peak" }]);
    out.push({
      what: `Server RSS under load (${s.database === "postgres" ? "PostgreSQL" : "PGlite, database in-process"}, ${f0(s.products)} products)`,
      figure: `peak ${f0(s.rss.peakMb)} MB · median ${f0(s.rss.medianMb)} MB · idle ${f0(s.rss.idleMb)} MB${phasePeaks(s.rss.phases)}`,
      budget: `≤ ${limit} MB`,
      verdict: v,
      ...(v !== "✅"
        ? { miss: { key: `rss-${s.database}`, text: `RSS (${s.database}): peak ${f0(s.rss.peakMb)} MB` } }
        : {}),
    });
  }
  // JavaScript per shop route.
  const worst = d.js.shopRoutes[0];
  if (worst) {
    const best = d.js.shopRoutes[d.js.shopRoutes.length - 1]!;
    const over = d.js.shopRoutes.filter((r) => r.gzipBytes > JS_BUDGET_KB * 1024).length;
    const v = verdict([{ value: worst.gzipBytes / 1024, limit: JS_BUDGET_KB, dir: "max", label: "largest" }]);
    out.push({
      what: "JavaScript per shop route, gzip",
      figure: `${kb(best.gzipBytes)}–${kb(worst.gzipBytes)} KB (largest: ${worst.routeIds.join(", ")}); ${over} of ${d.js.shopRoutes.length} route groups over; entry + React alone ${kb(d.js.entryGzipBytes)} KB`,
      budget: `≤ ${JS_BUDGET_KB} KB`,
      verdict: v,
      ...(v !== "✅" ? { miss: { key: "js", text: "JavaScript per shop route" } } : {}),
    });
  }
  const dashInShop = d.js.shopRoutes.flatMap((r) =>
    r.dashboardChunks.map((c) => `${r.routeIds[0]} → ${c.url}`),
  );
  const servedDash = d.servedJs.flatMap((s) => s.dashboardFiles.map((f) => `${s.path} → ${f}`));
  const lhDash = Array.isArray(d.lighthouse)
    ? d.lighthouse.flatMap((p) =>
        p.scripts.filter((s) => d.js.dashboardChunks.some((c) => c.url === s)).map((s) => `${p.path} → ${s}`),
      )
    : [];
  const allDash = [...dashInShop, ...servedDash, ...lhDash];
  out.push({
    what: "Dashboard chunks requested by shop routes",
    figure: allDash.length
      ? allDash.slice(0, 4).join(", ")
      : `none (${d.js.dashboardChunks.length} dashboard chunks in the build; checked: manifest${d.servedJs.length ? ", served HTML" : ""}${Array.isArray(d.lighthouse) ? ", Lighthouse network log" : ""})`,
    budget: "never",
    verdict: allDash.length ? "❌" : "✅",
    ...(allDash.length ? { miss: { key: "dashboard-chunks", text: allDash.join(", ") } } : {}),
  });
  // Lighthouse.
  if (!d.lighthouse) {
    out.push({
      what: "Lighthouse mobile (home, category, product)",
      figure: "not run (--quick without --lighthouse)",
      budget: "perf ≥ 98, LCP ≤ 1.5 s, CLS ≤ 0.02, TBT ≤ 50 ms, a11y 100",
      verdict: "—",
    });
  } else if ("skipped" in d.lighthouse) {
    out.push({
      what: "Lighthouse mobile",
      figure: `not measured: ${d.lighthouse.skipped}`,
      budget: "perf ≥ 98, …",
      verdict: "❌ not measured",
    });
  } else {
    for (const p of d.lighthouse) {
      const x = p.figures;
      if (p.failed) {
        out.push({
          what: `Lighthouse mobile: ${p.name}`,
          figure: `not measured: ${p.failed}`,
          budget: "perf ≥ 98, LCP ≤ 1.5 s, CLS ≤ 0.02, TBT ≤ 50 ms, a11y 100",
          verdict: "❌ not measured",
        });
        continue;
      }
      const v = verdict([
        { value: x.performance, limit: 98, dir: "min", label: "perf" },
        { value: x.lcpMs, limit: 1500, dir: "max", label: "LCP" },
        { value: x.cls, limit: 0.02, dir: "max", label: "CLS" },
        { value: x.tbtMs, limit: 50, dir: "max", label: "TBT" },
        { value: x.accessibility, limit: 100, dir: "min", label: "a11y" },
      ]);
      out.push({
        what: `Lighthouse mobile: ${p.name} (${p.path.length > 40 ? p.path.slice(0, 37) + "…" : p.path})`,
        figure: `perf ${x.performance} · LCP ${f0(x.lcpMs)} ms · CLS ${x.cls.toFixed(3)} · TBT ${f0(x.tbtMs)} ms · a11y ${x.accessibility} (median of ${p.runs})`,
        budget: "perf ≥ 98, LCP ≤ 1.5 s, CLS ≤ 0.02, TBT ≤ 50 ms, a11y 100",
        verdict: v,
        ...(v !== "✅"
          ? { miss: { key: `lighthouse`, text: `${p.name}: ${p.notes.join("; ") || "see figures"}` } }
          : {}),
      });
    }
  }
  if (d.soak) out.push(soakRow(d.soak));
  // Cold start.
  if (d.coldStartMs === undefined)
    out.push({
      what: "Cold npm start, empty data folder → first page",
      figure: "not run",
      budget: "≤ 10 s",
      verdict: "—",
    });
  else if ("skipped" in d.coldStartMs)
    out.push({
      what: "Cold npm start, empty data folder → first page",
      figure: `not measured: ${d.coldStartMs.skipped}`,
      budget: "≤ 10 s",
      verdict: "❌ not measured",
    });
  else {
    const sorted = [...d.coldStartMs].sort((a, b) => a - b);
    const med = sorted[Math.floor(sorted.length / 2)]!;
    const v = verdict([{ value: med / 1000, limit: 10, dir: "max", label: "" }]);
    out.push({
      what: "Cold `npm start`, empty data folder (PGlite) → first 200 on /",
      figure: `${(med / 1000).toFixed(1)} s (runs: ${sorted.map((x) => (x / 1000).toFixed(1)).join(", ")} s)`,
      budget: "≤ 10 s",
      verdict: v,
      ...(v !== "✅" ? { miss: { key: "cold", text: `cold start ${(med / 1000).toFixed(1)} s` } } : {}),
    });
  }
  return out;
}

const NGINX_ROWS = [
  { key: "page", what: "Category page /women" },
  { key: "api", what: "/api/v1/products page of 25" },
  { key: "account", what: "Account page /account?q=orders, rendered per request (signed-in customer)," },
  { key: "checkout", what: "Checkout page /checkout, rendered per request (signed-in customer)," },
] as const;

/** One row per path: one process and two behind nginx, and two ÷ one (reported, no budget). */
function nginxRows(n: NginxFigures | { skipped: string }): Row[] {
  return NGINX_ROWS.map(({ key, what }) => {
    const title = `${what} through nginx (deploy/nginx.conf), 1 vs 2 processes on one PostgreSQL (reported)`;
    if ("skipped" in n)
      return {
        what: title,
        figure: `not measured: ${n.skipped}`,
        budget: "reported",
        verdict: "❌ not measured",
      };
    const one = n.one[key];
    const two = n.two[key];
    const side = (label: string, m: Measured) =>
      isMeasured(m)
        ? `${label} ${f0(m.rps)} req/s · p99 ${f1(m.p99)} ms · ${f0(m.errors)} errors`
        : `${label} not measured: ${m.skipped}`;
    const ratio = isMeasured(one) && isMeasured(two) ? ratioText(two.rps, one.rps) : "—";
    const errors = [one, two].some((m) => !isMeasured(m) || m.errors > 0);
    return {
      what: title,
      figure: `${side("1 process", one)}; ${side("2 processes", two)}; ratio ${ratio}`,
      budget: "reported",
      verdict: errors ? "❌ errors or not measured" : "✅",
    };
  });
}

/** "; by test: category 180, orders 420 MB …", highest first. */
function phasePeaks(phases: Record<string, number> | undefined): string {
  const list = Object.entries(phases ?? {}).sort((a, b) => b[1] - a[1]);
  return list.length ? ` · peak by test: ${list.map(([k, v]) => `${k} ${f0(v)}`).join(", ")} MB` : "";
}

function soakRow(s: SoakResult): Row {
  const x = s.figures;
  const growth = s.rss.growthPct > 10 ? [`RSS grew ${f1(s.rss.growthPct)} %`] : [];
  const misses = [...(x.errors > 0 ? [`${f0(x.errors)} errors`] : []), ...growth];
  const v = misses.length ? `❌ ${misses.join("; ")}` : "✅";
  return {
    what: `Soak (PostgreSQL): ${f1(s.durationSec / 60)} min at 70 % of the mix's maximum (${f0(s.maxRps)} req/s → ${f0(s.targetRps)} req/s held)`,
    figure: `${f0(x.requests)} requests, ${f0(x.rps)} req/s · p50 ${f1(x.p50)} · p99 ${f1(x.p99)} ms · ${f0(x.errors)} errors · RSS ${f0(s.rss.warmMb)} → ${f0(s.rss.endMb)} MB (${s.rss.growthPct >= 0 ? "+" : ""}${f1(s.rss.growthPct)} %), peak ${f0(s.rss.peakMb)} MB`,
    budget: "0 errors, RSS flat within 10 %",
    verdict: v,
    ...(v !== "✅" ? { miss: { key: "soak", text: "soak" } } : {}),
  };
}

/** What each kind of miss usually means here, and what to try (filled in from the analysis). */
const ADVICE: Record<string, string> = {
  category: "See §8 below.",
  product: "See §8 below.",
  "signed-in": "A signed-in visitor gets the shared page (decision 45): see §8 below.",
  personal:
    "React server rendering of a personal page, its session and queries, on 2 cores shared with the load generator: see §8 below.",
  api: "Per-request work in the Node process (middleware, JSON): see §1 below.",
  "api-pglite": "Same query as §1, run by PGlite on the server's only thread: see §1 below.",
  "category-pglite": "See §1 and §8 below.",
  "product-pglite": "See §8 below.",
  search: "See §2 below.",
  "search-1m": "Collecting every full-text match before the cap: see §2 below.",
  "listing-counts": "Counting every facet over the listing's products: see §2 below.",
  orders: "See §7 below.",
  "orders-hot": "Every order waits for the one variant's row lock in turn: see §7 below.",
  analytics: "See §3 below.",
  "rss-postgres": "Live request data in the JS heap under 32 connections: see §4 below.",
  "rss-pglite": "PGlite's heap lives in the server process: see §4 below.",
  js: "The framework runtime alone is ~105 KB: see §5 below.",
  "dashboard-chunks": "A shop route imports a module under app/routes/dashboard or app/features/dashboard.",
  lighthouse: "See §6 below.",
  soak: "Errors or memory growth under steady load: see the server log of the run (LOG_LEVEL=warn).",
  cold: "PGlite initdb + migrations dominate: see §9 below.",
};

export function renderResults(d: BenchData): string {
  const r = rows(d);
  const date = d.date.toISOString().replace("T", " ").slice(0, 16) + " UTC";
  const lines: string[] = [];
  lines.push(`## Results — ${date} (${d.mode === "quick" ? "quick mode" : "full mode"})`, "");
  const caveats: string[] = [];
  if (d.mode === "quick")
    caveats.push(
      `**Quick mode**: ${f0(d.size)} products and ${f0(d.size)} orders (the budgets are set for 100k), ${d.runs} run of ${d.duration} s per test, no search at 1M, Lighthouse only with \`--lighthouse\`. Indicative, not a verdict.`,
    );
  if (d.load.busy)
    caveats.push(
      `**Busy machine**: other builds and tests were running on the same ${d.machine.cores} cores while these figures were taken (${d.load.text}). Throughput and tail latencies are understated; re-run on an idle machine before drawing conclusions.`,
    );
  else caveats.push(`Machine load: ${d.load.text}.`);
  lines.push(
    ...caveats
      .map((c) => `> ${c}`)
      .flatMap((c) => [c, ">"])
      .slice(0, -1),
    "",
  );
  lines.push(
    `Load: autocannon, ${d.connections} connections, ${d.runs} × ${d.duration} s per test after a warm-up; each figure is the median of the runs; latencies in ms. Load generator and server share the machine. Pages and the API are served as in production: public page visits from the full-page cache whatever cookies they carry (the "signed-in customer" rows send a customer's session cookie), the API from the in-process catalogue cache (both dropped on every staff edit); the account and checkout rows are personal pages, rendered by React for every request; search is timed with that cache off (\`CATALOGUE_CACHE=off\`), so every request is ranked on the catalogue index again; the cards of the products shown are kept with the index (decision 84), and the bench's 16 queries show the same products each time.`,
    "",
  );
  lines.push("| what | figure | budget | verdict |", "|---|---|---|---|");
  for (const x of r) lines.push(`| ${x.what} | ${x.figure} | ${x.budget} | ${x.verdict} |`);
  lines.push("");
  const seeds = [
    d.seed.postgres !== undefined ? `PostgreSQL ${(d.seed.postgres / 1000).toFixed(0)} s` : "",
    d.seed.pglite !== undefined ? `PGlite ${(d.seed.pglite / 1000).toFixed(0)} s` : "",
    d.seed.million !== undefined ? `growth to 1M ${(d.seed.million / 1000).toFixed(0)} s` : "",
  ].filter(Boolean);
  lines.push(
    `Preparation: ${d.buildMs !== null ? `build ${(d.buildMs / 1000).toFixed(0)} s; ` : ""}bulk seed of ${f0(d.size)} products + ${f0(d.size)} orders: ${seeds.join(", ") || "—"}.`,
  );
  if (d.postgres?.searchNoHit?.length)
    lines.push(`Search queries with no hit: ${d.postgres.searchNoHit.join(", ")}.`);
  lines.push("");
  // JS per route detail.
  lines.push("<details><summary>JavaScript per shop route (gzip, from the client build)</summary>", "");
  lines.push("| routes | pattern | chunks | raw KB | gzip KB |", "|---|---|---|---|---|");
  for (const x of d.js.shopRoutes)
    lines.push(
      `| ${x.routeIds.join(", ")} | ${x.pattern.replace(/\|/g, "\\|")} | ${x.chunks.length} | ${kb(x.rawBytes)} | ${kb(x.gzipBytes)} |`,
    );
  if (d.servedJs.length) {
    lines.push("", "As served (module preloads in the HTML, gzipped; inline scripts; the HTML itself):", "");
    for (const s of d.servedJs)
      lines.push(
        `- \`${s.path}\` (${s.status}): ${s.files.length} files ${kb(s.fileGzipBytes)} KB + inline ${kb(s.inlineGzipBytes)} KB; HTML ${kb(s.htmlBytes)} KB (${kb(s.htmlGzipBytes)} KB gzip)`,
      );
  }
  lines.push("", "</details>", "");
  // Misses.
  const misses = r.filter((x) => x.miss);
  if (misses.length) {
    lines.push("### Misses in this run", "");
    const seen = new Set<string>();
    for (const m of misses) {
      lines.push(
        `- **${m.what}** — ${m.verdict.replace(/^❌ ?/, "")}.${!seen.has(m.miss!.key) && ADVICE[m.miss!.key] ? ` ${ADVICE[m.miss!.key]}` : ""}`,
      );
      if (m.miss!.key === "lighthouse") lines.push(`  - ${m.miss!.text}`);
      seen.add(m.miss!.key);
    }
    lines.push("");
  }
  if (d.problems.length) {
    lines.push(
      "### Problems during the run",
      "",
      ...d.problems.map((p) => `- ${p.replace(/\n/g, " ").slice(0, 400)}`),
      "",
    );
  }
  lines.push("### Machine", "");
  lines.push(
    `- ${d.machine.cores} cores, ${d.machine.memoryGb} GB memory — ${d.machine.cpu}`,
    `- ${d.machine.os}; Node ${d.machine.node}; ${d.machine.postgres}; ${d.machine.chromium}`,
    `- command: \`${d.command}\``,
  );
  return lines.join("\n");
}

const TEMPLATE = (block: string) => `# Benchmarks

${START}
${block}
${END}
`;

export function writeBenchmarksDoc(file: string, block: string): void {
  if (!existsSync(file)) {
    writeFileSync(file, TEMPLATE(block));
    return;
  }
  const text = readFileSync(file, "utf8");
  const a = text.indexOf(START);
  const b = text.indexOf(END);
  if (a < 0 || b < a) {
    writeFileSync(file, `${text.trimEnd()}\n\n${START}\n${block}\n${END}\n`);
    return;
  }
  writeFileSync(file, `${text.slice(0, a + START.length)}\n${block}\n${text.slice(b)}`);
}
