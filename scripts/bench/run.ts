// `npm run bench [-- --quick]`: build, seed PostgreSQL and PGlite in bulk, start the server as
// its own process, load it with autocannon from this process, run Lighthouse, time a cold start,
// and write the dated table to docs/benchmarks.md. Every loop is bounded; the server, the bench
// database and the temporary folders are removed at the end, also on Ctrl-C.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { analyseBuild } from "../budget/js-budget";
import { coldStartOnce } from "./cold-start";
import { lighthousePages } from "./lighthouse";
import { measure } from "./load";
import { measureThroughNginx } from "./nginx-row";
import { busyVerdict, describeMachine, watchLoad } from "./machine";
import { parseOptions } from "./options";
import { renderResults, writeBenchmarksDoc, type BenchData } from "./report";
import {
  bulkSeed,
  dropPostgresDatabase,
  growProducts,
  openBenchDatabase,
  readFixtures,
  recreatePostgresDatabase,
} from "./seed";
import { drawOrderPictures } from "./pictures";
import { servedJs, type ServedJs } from "./served-js";
import { untilMailSent } from "./outbox-wait";
import { soak } from "./soak";
import { startServer, type ServerHandle } from "./server";
import { SEARCH_QUERIES, runSuite, type Measured, type SuiteOptions } from "./suite";
import { buildApp, snapshot } from "./workspace";

const NO_CACHE = { CATALOGUE_CACHE: "off" };
// BENCH_DB lets two people bench side by side on one PostgreSQL server.
const DB_NAME = process.env.BENCH_DB ?? "atelier_bench";
/** How long the bench waits for the order tests' e-mails before it goes on regardless. */
const MAIL_DRAIN_LIMIT_MS = 10 * 60_000;
const repoRoot = path.resolve(import.meta.dirname, "..", "..");
const log = (m: string) => console.log(m);

const cleanups: (() => Promise<void> | void)[] = [];
let cleaning: Promise<void> | null = null;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const fn of cleanups.splice(0).reverse()) {
      try {
        await fn();
      } catch (err) {
        console.error(`cleanup: ${(err as Error).message}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: cleaning up…`);
    void cleanup().then(() => process.exit(130));
  });
}

async function withServer<T>(s: ServerHandle, fn: (s: ServerHandle) => Promise<T>): Promise<T> {
  const stop = () => s.stop();
  cleanups.push(stop);
  try {
    return await fn(s);
  } finally {
    // A server that died under load shows only as "fetch failed" or skipped tests (the suite
    // goes on): say how it ended, before stopping it makes every server look ended.
    const ended = s.child.exitCode ?? s.child.signalCode;
    if (ended !== null)
      log(`  the server exited (${ended}) before the bench stopped it; its last output:\n${s.output()}`);
    await s.stop();
    cleanups.splice(cleanups.indexOf(stop), 1);
  }
}

async function seedInto(target: { databaseUrl?: string; pgliteDir?: string }, size: number, dataDir: string) {
  const database = await openBenchDatabase(target);
  try {
    const ms = (await bulkSeed(database, size, log)).totalMs;
    const fx = await readFixtures(database.db);
    const drawn = await drawOrderPictures(database.db, fx.orderLines, dataDir);
    log(`  ${drawn} pictures of the order lines drawn into the data folder`);
    return { ms, fx };
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const o = parseOptions(process.argv.slice(2));
  const started = performance.now();
  const loadWatch = watchLoad();
  const command = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`;
  log(
    `Atelier bench (${o.quick ? "quick" : "full"}): ${o.size.toLocaleString("en-US")} products/orders, ${o.runs} × ${o.duration} s per test`,
  );
  const machine = await describeMachine(o.adminUrl);
  const problems: string[] = [];

  // 1. Snapshot and build.
  const ws = o.workspace && !o.build ? path.resolve(o.workspace) : snapshot(repoRoot, o.workspace);
  if (!o.keep && !o.workspace) cleanups.push(() => rmSync(ws, { recursive: true, force: true }));
  let buildMs: number | null = null;
  if (o.build) {
    log(`Building in ${ws} …`);
    buildMs = await buildApp(ws);
    log(`  built in ${(buildMs / 1000).toFixed(1)} s`);
  }
  const clientDir = path.join(ws, "build/client");
  const js = analyseBuild(clientDir, { projectRoot: ws });
  const dashboardUrls = new Set(js.dashboardChunks.map((c) => c.url));
  const scratch = mkdtempSync(path.join(tmpdir(), "atelier-bench-data-"));
  if (!o.keep) cleanups.push(() => rmSync(scratch, { recursive: true, force: true }));

  const data: BenchData = {
    date: new Date(),
    mode: o.quick ? "quick" : "full",
    command,
    size: o.size,
    runs: o.runs,
    duration: o.duration,
    connections: o.connections,
    machine,
    load: { busy: false, text: "" },
    buildMs,
    seed: {},
    js,
    servedJs: [],
    problems,
  };
  const suiteOpts = (mode: SuiteOptions["mode"]): SuiteOptions => ({
    runs: o.runs,
    duration: o.duration,
    warmup: o.warmup,
    connections: o.connections,
    mode,
    log,
  });
  const sequentialSearch = (base: string): Promise<Measured> =>
    measure(
      {
        title: "search, 1 connection",
        url: base,
        connections: 1,
        durationSec: o.duration,
        paths: SEARCH_QUERIES.map((q) => `/api/v1/products/search?q=${encodeURIComponent(q)}&limit=25`),
      },
      o.runs,
      o.warmup,
    );

  // 2. PostgreSQL leg.
  if (o.postgres) {
    try {
      log(`PostgreSQL: database ${DB_NAME} …`);
      const url = await recreatePostgresDatabase(o.adminUrl, DB_NAME);
      if (!o.keep) cleanups.push(() => dropPostgresDatabase(o.adminUrl, DB_NAME));
      const env = { DATABASE_URL: url, DATA_DIR: path.join(scratch, "pg") };
      const seeded = await seedInto({ databaseUrl: url }, o.size, env.DATA_DIR);
      data.seed.postgres = seeded.ms;
      let fx = seeded.fx;
      await withServer(await startServer({ cwd: ws, port: o.port, env }), async (server) => {
        data.postgres = await runSuite(server, fx, "PostgreSQL", "postgres", suiteOpts("full"));
        const pages = ["/", "/women", `/product/${fx.productUrls[0]}`];
        data.servedJs = [] as ServedJs[];
        for (const p of pages) data.servedJs.push(await servedJs(server.url, p, clientDir, dashboardUrls));
        // The order tests' e-mails are still being sent: Lighthouse and the nginx leg (whose
        // processes would send the rest) wait until the outbox is empty.
        data.mailDrain = await untilMailSent(url, MAIL_DRAIN_LIMIT_MS);
        if (data.mailDrain.pending > 0)
          log(
            `  order e-mails: ${data.mailDrain.pending} waiting after the tests, ${data.mailDrain.left === 0 ? "all sent" : `${data.mailDrain.left} still waiting`} ${(data.mailDrain.ms / 1000).toFixed(1)} s later`,
          );
        if (o.lighthouse) {
          try {
            data.lighthouse = await lighthousePages(
              server.url,
              [
                { name: "home", path: "/" },
                { name: "category", path: "/women" },
                { name: "product", path: `/product/${fx.productUrls[0]}` },
              ],
              o.quick ? 1 : 3,
              log,
            );
          } catch (err) {
            data.lighthouse = { skipped: (err as Error).message.split("\n")[0]! };
            problems.push(`Lighthouse: ${(err as Error).message}`);
          }
        }
      });
      if (o.nginx) {
        log("PostgreSQL: through nginx, one process, then two …");
        try {
          data.nginx = await measureThroughNginx({
            cwd: ws,
            env,
            scratch,
            runs: o.runs,
            duration: o.duration,
            warmup: o.warmup,
            connections: o.connections,
            log,
            track: (stop) => {
              cleanups.push(stop);
              return () => {
                const i = cleanups.indexOf(stop);
                if (i >= 0) cleanups.splice(i, 1);
              };
            },
          });
        } catch (err) {
          data.nginx = { skipped: (err as Error).message.split("\n")[0]! };
          problems.push(`nginx row: ${(err as Error).message}`);
        }
      }
      // Search is timed with the catalogue cache off: the test queries repeat, so with it on
      // they would be answered from memory after their first run, and the budget is about the
      // search itself.
      await withServer(
        await startServer({ cwd: ws, port: o.port, env: { ...env, ...NO_CACHE } }),
        async (server) => {
          const s = await runSuite(server, fx, "PostgreSQL, no cache", "postgres", suiteOpts("search"));
          data.postgres!.search = s.search;
          data.postgres!.searchNoHit = s.searchNoHit;
          data.postgres!.indexBuild = s.indexBuild;
          data.postgres!.listingCounts = s.listingCounts;
          data.postgres!.apiFiltered = s.apiFiltered;
          data.searchSequential = await sequentialSearch(server.url);
        },
      );
      if (o.soakSec > 0) {
        log(`PostgreSQL: soak, ${o.soakSec} s …`);
        await withServer(await startServer({ cwd: ws, port: o.port, env }), async (server) => {
          data.soak = await soak(server, fx, {
            durationSec: o.soakSec,
            probeSec: o.duration,
            connections: o.connections,
            log,
          });
        });
      }
      if (o.million) {
        log("PostgreSQL: growing the catalogue to 1,000,000 products for search …");
        const db2 = await openBenchDatabase({ databaseUrl: url });
        try {
          data.seed.million = await growProducts(db2.db, o.size + 1, 1_000_000, log);
          fx = await readFixtures(db2.db);
        } finally {
          await db2.close();
        }
        await withServer(
          await startServer({ cwd: ws, port: o.port, env: { ...env, ...NO_CACHE } }),
          async (server) => {
            data.million = await runSuite(server, fx, "PostgreSQL 1M", "postgres", suiteOpts("search"));
            data.millionSequential = await sequentialSearch(server.url);
          },
        );
      }
    } catch (err) {
      problems.push(`PostgreSQL leg: ${(err as Error).message}`);
      console.error(err);
    }
  }

  // 3. PGlite leg.
  if (o.pglite !== "off") {
    try {
      log("PGlite: bulk seed …");
      const dataDir = path.join(scratch, "pglite-data");
      const seeded = await seedInto({ pgliteDir: path.join(dataDir, "pglite") }, o.size, dataDir);
      data.seed.pglite = seeded.ms;
      const fx = seeded.fx;
      await withServer(
        await startServer({ cwd: ws, port: o.port, env: { DATA_DIR: dataDir } }),
        async (server) => {
          data.pglite = await runSuite(
            server,
            fx,
            "PGlite",
            "pglite",
            suiteOpts(o.pglite === "full" ? "full" : "api"),
          );
        },
      );
    } catch (err) {
      problems.push(`PGlite leg: ${(err as Error).message}`);
      console.error(err);
    }
  }

  // 4. Cold start.
  if (o.coldStart) {
    try {
      const times: number[] = [];
      for (let i = 0; i < (o.quick ? 1 : 3); i++) {
        times.push(await coldStartOnce(ws, o.port + 1));
        log(`  cold start ${i + 1}: ${(times[i]! / 1000).toFixed(1)} s`);
      }
      data.coldStartMs = times;
    } catch (err) {
      data.coldStartMs = { skipped: (err as Error).message.split("\n")[0]! };
      problems.push(`Cold start: ${(err as Error).message}`);
    }
  }

  loadWatch.stop();
  data.load = busyVerdict(loadWatch.samples, machine.cores);
  const block = renderResults(data);
  if (o.write) {
    writeBenchmarksDoc(path.join(repoRoot, "docs/benchmarks.md"), block);
    log(`\nWrote docs/benchmarks.md (${((performance.now() - started) / 1000).toFixed(0)} s in all).`);
  } else {
    console.log(`\n${block}`);
  }
  if (o.keep) log(`Kept: snapshot ${ws}, data ${scratch}, database ${DB_NAME}`);
}

main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanup();
    // autocannon and pg may keep handles open a moment; the bench must stop by itself.
    setTimeout(() => process.exit(process.exitCode ?? 0), 500).unref();
  });
