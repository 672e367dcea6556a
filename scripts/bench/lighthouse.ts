// Lighthouse (mobile, its default: simulated slow 4G and a 4× slower CPU) against Debian's
// Chromium, run as a separate process per page through the lighthouse CLI.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { run } from "./workspace";
import { median } from "./stats";

export const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export interface LighthouseFigures extends Record<string, number> {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
}

export interface LighthousePage {
  name: string;
  path: string;
  figures: LighthouseFigures;
  runs: number;
  /** JavaScript urls the page requested (first run), to check for dashboard chunks. */
  scripts: string[];
  /** Failing accessibility audits and the largest performance opportunities (first run). */
  notes: string[];
  /** Why this page could not be measured. */
  failed?: string;
}

const NOT_MEASURED: LighthouseFigures = {
  performance: Number.NaN,
  accessibility: Number.NaN,
  lcpMs: Number.NaN,
  cls: Number.NaN,
  tbtMs: Number.NaN,
  fcpMs: Number.NaN,
};

interface Lhr {
  /** Set when Lighthouse could not measure the page (e.g. NO_NAVSTART: a trace without its start). */
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      id: string;
      title: string;
      score: number | null;
      numericValue?: number;
      displayValue?: string;
      scoreDisplayMode?: string;
      metricSavings?: Record<string, number>;
      details?: {
        type?: string;
        items?: { url?: string; resourceType?: string; transferSize?: number; resourceSize?: number }[];
        overallSavingsMs?: number;
      };
    }
  >;
}

export function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM, ["--version"], {
      encoding: "utf8",
      timeout: 10_000,
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return "unavailable";
  }
}

function lighthouseCli(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve("lighthouse/package.json")), "cli/index.js");
}

async function runLighthouse(url: string): Promise<Lhr> {
  const dir = mkdtempSync(path.join(tmpdir(), "atelier-lh-"));
  const out = path.join(dir, "report.json");
  try {
    await run(
      process.execPath,
      [
        lighthouseCli(),
        url,
        "--output=json",
        `--output-path=${out}`,
        "--only-categories=performance,accessibility",
        "--quiet",
        `--chrome-path=${CHROMIUM}`,
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
      ],
      {
        cwd: dir,
        env: { ...process.env, CHROME_PATH: CHROMIUM, TMPDIR: dir },
        timeoutMs: 180_000,
        quiet: true,
      },
    );
    const lhr = JSON.parse(readFileSync(out, "utf8")) as Lhr;
    // A run without figures is asked again by the caller rather than left out of the median.
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function figuresOf(lhr: Lhr): LighthouseFigures {
  const a = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? Number.NaN) * 100),
    lcpMs: a("largest-contentful-paint"),
    cls: a("cumulative-layout-shift"),
    tbtMs: a("total-blocking-time"),
    fcpMs: a("first-contentful-paint"),
  };
}

const savings = (x: Lhr["audits"][string]) =>
  Math.max(
    x.details?.overallSavingsMs ?? 0,
    x.metricSavings?.LCP ?? 0,
    x.metricSavings?.FCP ?? 0,
    x.metricSavings?.TBT ?? 0,
  );

function notesOf(lhr: Lhr): string[] {
  const a11y = Object.values(lhr.audits)
    .filter((x) => x.score === 0 && x.scoreDisplayMode === "binary" && x.details?.type === "table")
    .map((x) => `a11y: ${x.id} — ${x.title}`);
  const opportunities = Object.values(lhr.audits)
    .filter((x) => savings(x) >= 50 && (x.score ?? 1) < 0.9)
    .sort((p, q) => savings(q) - savings(p))
    .slice(0, 5)
    .map(
      (x) => `${x.title}${x.displayValue ? ` (${x.displayValue})` : ""}: up to ${Math.round(savings(x))} ms`,
    );
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const byType = (type: string) =>
    requests
      .filter((r) => r.resourceType === type)
      .reduce(
        (acc, r) => ({ wire: acc.wire + (r.transferSize ?? 0), size: acc.size + (r.resourceSize ?? 0) }),
        {
          wire: 0,
          size: 0,
        },
      );
  const js = byType("Script");
  const css = byType("Stylesheet");
  const transfer = `on the wire: JS ${Math.round(js.wire / 1024)} KB (of ${Math.round(js.size / 1024)} KB), CSS ${Math.round(css.wire / 1024)} KB (of ${Math.round(css.size / 1024)} KB)`;
  return [...a11y.slice(0, 6), ...opportunities, transfer];
}

/** Lighthouse `runs` times per page; each figure is the median. Throws if Chromium is missing. */
export async function lighthousePages(
  baseUrl: string,
  pages: { name: string; path: string }[],
  runs: number,
  log: (m: string) => void,
): Promise<LighthousePage[]> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (set CHROME_PATH)`);
  const out: LighthousePage[] = [];
  for (const page of pages) {
    const url = baseUrl + page.path;
    try {
      // One unmeasured visit: images are rendered and cached on first request.
      await fetch(url).then((r) => r.arrayBuffer());
      const lhrs: Lhr[] = [];
      for (let i = 0; i < runs; i++) {
        // One retry: on a busy machine Chromium sometimes misses a protocol deadline, and one
        // run in ten or so records a trace without its navigation start (NO_NAVSTART).
        lhrs.push(await runLighthouse(url).catch(() => runLighthouse(url)));
      }
      const all = lhrs.map(figuresOf);
      const figures = Object.fromEntries(
        Object.keys(all[0]!).map((k) => [k, median(all.map((f) => f[k]!))]),
      ) as LighthouseFigures;
      const first = lhrs[0]!;
      const scripts = (first.audits["network-requests"]?.details?.items ?? [])
        .filter((i) => i.resourceType === "Script" && i.url)
        .map((i) => new URL(i.url!).pathname);
      out.push({ name: page.name, path: page.path, figures, runs, scripts, notes: notesOf(first) });
      log(
        `  lighthouse ${page.name}: perf ${figures.performance}, a11y ${figures.accessibility}, LCP ${Math.round(figures.lcpMs)} ms, CLS ${figures.cls.toFixed(3)}, TBT ${Math.round(figures.tbtMs)} ms`,
      );
    } catch (err) {
      const message = (err as Error).message.replace(/\s+/g, " ").slice(0, 300);
      log(`  lighthouse ${page.name}: FAILED — ${message}`);
      out.push({
        name: page.name,
        path: page.path,
        figures: NOT_MEASURED,
        runs: 0,
        scripts: [],
        notes: [message],
        failed: message,
      });
    }
  }
  return out;
}
