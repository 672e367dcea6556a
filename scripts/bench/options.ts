// Command-line flags of `npm run bench`.

export interface BenchOptions {
  quick: boolean;
  /** Products and orders seeded (each). */
  size: number;
  /** Repetitions of each load test; each figure is the median. */
  runs: number;
  /** Seconds per load test run. */
  duration: number;
  /** Seconds of unmeasured load before the runs (JIT, caches, pools). */
  warmup: number;
  connections: number;
  lighthouse: boolean;
  /** Search at 1M products (PostgreSQL): grows the bench database after the main runs. */
  million: boolean;
  /** The PGlite leg: 'api' measures the API listing budget only; 'full' runs every load test. */
  pglite: "off" | "api" | "full";
  postgres: boolean;
  /** Build the app (in the snapshot); --no-build reuses the snapshot's build/ from --workspace. */
  build: boolean;
  /** Reuse a snapshot folder instead of a fresh one (with --no-build: skip copying and building). */
  workspace: string | undefined;
  coldStart: boolean;
  /** Shop page and API through nginx, one process vs two on one PostgreSQL (the scale-out row). */
  nginx: boolean;
  /** Seconds of soak at 70 % of the mix's maximum (0: none). */
  soakSec: number;
  /** Write docs/benchmarks.md (default) or only print. */
  write: boolean;
  /** Keep the bench database and snapshot for inspection. */
  keep: boolean;
  adminUrl: string;
  port: number;
}

const HELP = `npm run bench -- [flags]
  --quick              10k products/orders, 1 run of 5 s per test, no 1M search, no Lighthouse, no soak (< 2 min)
  --lighthouse         run Lighthouse (default in full mode; off in --quick unless given)
  --no-lighthouse      skip Lighthouse
  --pglite             run every load test on PGlite too (default: only the API listing budget)
  --no-pglite          skip the PGlite leg
  --no-postgres        skip the PostgreSQL leg
  --no-1m              skip search at 1M products (full mode)
  --no-cold-start      skip the cold-start measurement
  --no-nginx           skip the row through nginx (deploy/nginx.conf), one process vs two
  --soak S             soak seconds at 70 % of the measured maximum (default 600; quick 0)
  --no-soak            skip the soak
  --size N             products and orders to seed (default 100000; quick 10000)
  --runs N             runs per load test (default 3; quick 1)
  --duration S         seconds per run (default 10; quick 5)
  --connections N      autocannon connections (default 32)
  --workspace DIR      snapshot folder to use (default: a fresh one under the OS temp dir)
  --no-build           with --workspace: reuse its build instead of building again
  --no-write           print the report, leave docs/benchmarks.md alone
  --keep               keep the bench database and the snapshot
Environment: BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_PORT (4100), BENCH_DB (atelier_bench)`;

export function parseOptions(argv: readonly string[]): BenchOptions {
  const has = (f: string) => argv.includes(f);
  const value = (f: string): string | undefined => {
    const i = argv.indexOf(f);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const num = (f: string, d: number): number => {
    const v = value(f);
    if (v === undefined) return d;
    const n = Number(v);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${f} needs a positive number, got "${v}"`);
    return n;
  };
  if (has("--help") || has("-h")) {
    console.log(HELP);
    process.exit(0);
  }
  const known = new Set([
    "--quick",
    "--lighthouse",
    "--no-lighthouse",
    "--pglite",
    "--no-pglite",
    "--no-postgres",
    "--no-1m",
    "--no-cold-start",
    "--no-nginx",
    "--soak",
    "--no-soak",
    "--size",
    "--runs",
    "--duration",
    "--connections",
    "--workspace",
    "--no-build",
    "--no-write",
    "--keep",
  ]);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith("--")) continue;
    if (!known.has(a)) throw new Error(`Unknown flag ${a}\n\n${HELP}`);
  }
  const quick = has("--quick");
  const workspace = value("--workspace");
  if (has("--no-build") && !workspace)
    throw new Error("--no-build needs --workspace DIR (a snapshot built before)");
  return {
    quick,
    size: Math.round(num("--size", quick ? 10_000 : 100_000)),
    runs: Math.round(num("--runs", quick ? 1 : 3)),
    duration: num("--duration", quick ? 5 : 10),
    warmup: quick ? 1 : 3,
    connections: Math.round(num("--connections", 32)),
    lighthouse: has("--no-lighthouse") ? false : has("--lighthouse") || !quick,
    million: !quick && !has("--no-1m"),
    pglite: has("--no-pglite") ? "off" : has("--pglite") ? "full" : "api",
    postgres: !has("--no-postgres"),
    build: !has("--no-build"),
    workspace,
    coldStart: !has("--no-cold-start"),
    nginx: !has("--no-nginx"),
    soakSec: has("--no-soak") ? 0 : Math.round(num("--soak", quick ? 0 : 600)),
    write: !has("--no-write"),
    keep: has("--keep"),
    adminUrl: process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    port: Number(process.env.BENCH_PORT ?? 4100),
  };
}
