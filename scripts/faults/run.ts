// `npm run test:faults`: what a trusted shop promises under faults, checked on real processes.
//  1. kill -9 in the middle of 200 concurrent order placements, restart, and every order the
//     client saw acknowledged exists, complete; no order is half-written (PGlite and PostgreSQL);
//  2. PostgreSQL stopped under load: /readyz answers 503, and the server recovers by itself;
//  3. SIGTERM lets in-flight requests finish.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { orderBody, placeMany, type Ack } from "./orders";
import { privateCluster } from "./pg-cluster";
import { sleep, startServer } from "./server";

const results: string[] = [];
let failures = 0;
function check(ok: boolean, what: string) {
  results.push(`${ok ? "PASS" : "FAIL"}  ${what}`);
  if (!ok) failures++;
}

async function verifyAcks(url: string, acks: Ack[]) {
  let complete = 0;
  for (const a of acks) {
    const res = await fetch(`${url}/api/v1/orders/${a.id}`, { headers: { "x-order-token": a.token } });
    if (res.status !== 200) continue;
    const o = (await res.json()) as { totalCents: number; lines: unknown[] };
    if (o.totalCents === a.totalCents && o.lines.length === a.lines) complete++;
  }
  return complete;
}

async function halfWritten(query: (sql: string) => Promise<number>): Promise<number> {
  return query(
    "select count(*)::int as n from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)",
  );
}

async function killDuringOrders(
  label: string,
  env: Record<string, string>,
  port: number,
  count: (sql: string) => Promise<number>,
) {
  let server = await startServer(env, port);
  const body = await orderBody(server.url);
  let killed = false;
  const run = placeMany(server.url, body, 200, (n) => {
    // Pull the plug while most placements are still in flight.
    if (n >= 40 && !killed) {
      killed = true;
      server.child.kill("SIGKILL");
    }
  });
  const { acks, failed, refused } = await run;
  await server.exited;
  server = await startServer(env, port);
  const complete = await verifyAcks(server.url, acks);
  server.child.kill("SIGTERM");
  await server.exited;
  const broken = await halfWritten(count);
  check(
    killed && complete === acks.length,
    `${label}: kill -9 during 200 placements — ${acks.length} acknowledged, ${complete} found complete after restart, ${failed + refused} cut off`,
  );
  check(broken === 0, `${label}: ${broken} half-written orders after the crash`);
  return acks.length;
}

async function main() {
  const started = Date.now();
  // 1a. PGlite
  const dataDir = mkdtempSync(path.join(tmpdir(), "atelier-faults-"));
  await killDuringOrders("PGlite", { DATA_DIR: dataDir }, 4600, async (sql) => {
    const { PGlite } = await import("@electric-sql/pglite");
    const db = await PGlite.create({ dataDir: path.join(dataDir, "pglite") });
    const { rows } = await db.query<{ n: number }>(sql);
    await db.close();
    return rows[0]?.n ?? -1;
  });

  // 1b, 2, 3 on a private PostgreSQL cluster that this script may stop and start at will.
  const cluster = await privateCluster(5499);
  try {
    const env = {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "atelier-faults-pg-")),
      DATABASE_URL: cluster.url,
    };
    await killDuringOrders("PostgreSQL", env, 4601, async (sql) => {
      const c = new pg.Client({ connectionString: cluster.url });
      await c.connect();
      const { rows } = await c.query<{ n: number }>(sql);
      await c.end();
      return rows[0]?.n ?? -1;
    });

    // 2. PostgreSQL goes away under load, then comes back.
    const server = await startServer(env, 4602);
    let stop = false;
    const load = (async () => {
      while (!stop) {
        await fetch(`${server.url}/api/v1/products?page=men`).then(
          (r) => r.arrayBuffer(),
          () => {},
        );
        await sleep(20);
      }
    })();
    await sleep(1000);
    await cluster.stop();
    let unavailable = false;
    for (let i = 0; i < 50 && !unavailable; i++) {
      unavailable =
        (await fetch(`${server.url}/readyz`).then(
          (r) => r.status,
          () => 0,
        )) === 503;
      await sleep(200);
    }
    check(unavailable, "PostgreSQL stopped: /readyz answers 503");
    check(server.child.exitCode === null, "PostgreSQL stopped: the server process stays up");
    await cluster.start();
    let recovered = false;
    const t0 = Date.now();
    while (!recovered && Date.now() - t0 < 30_000) {
      recovered =
        (await fetch(`${server.url}/readyz`).then(
          (r) => r.status,
          () => 0,
        )) === 200;
      if (!recovered) await sleep(250);
    }
    check(
      recovered,
      `PostgreSQL back: /readyz 200 again after ${((Date.now() - t0) / 1000).toFixed(1)} s, with no restart`,
    );
    stop = true;
    await load;

    // 3. Graceful SIGTERM with requests in flight.
    const body = await orderBody(server.url);
    const inflight = placeMany(server.url, body, 50);
    await sleep(50);
    server.child.kill("SIGTERM");
    const [{ acks, failed, refused }, code] = await Promise.all([inflight, server.exited]);
    check(code === 0, `SIGTERM: the server exited cleanly (code ${code})`);
    check(
      acks.length > 0 && failed === 0,
      `SIGTERM: ${acks.length} accepted placements finished, ${failed} cut off, ${refused} arrived after it stopped listening`,
    );
    rmSync(env.DATA_DIR, { recursive: true, force: true });
  } finally {
    await cluster.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(`\nFault suite (${((Date.now() - started) / 1000).toFixed(0)} s):\n${results.join("\n")}`);
  console.log(`${results.length - failures} passed, ${failures} failed`);
  process.exit(failures ? 1 : 0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
