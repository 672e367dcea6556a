// Scale-out through nginx: the shop page, the product API and the two personal pages (a signed-in
// customer's account and checkout, rendered per request) served through Debian's nginx running
// deploy/nginx.conf, first with one server process behind it, then with two on the same
// PostgreSQL, measured in the same run so the ratio compares like with like. nginx and the
// processes are started as the scale-out test starts them (tests/scale-out/). One Node process
// renders on one core; the deploying guide runs one per core, and the personal pages are where
// that matters: a cached page is cheap enough that nginx and the load generator take the rest.
import path from "node:path";
import { startNginx, type RunningNginx } from "../../tests/scale-out/nginx";
import { freePort } from "../../tests/scale-out/processes";
import { measure } from "./load";
import { BENCH_CUSTOMER } from "./seed";
import { startServer, type ServerHandle } from "./server";
import { signIn, untilCatalogueIndexed } from "./shop-client";
import type { Measured } from "./suite";

export const NGINX_PATHS = {
  page: "/women",
  api: "/api/v1/products?page=women&limit=25",
  account: "/account?q=orders",
  checkout: "/checkout",
} as const;

/** Requested with the bench customer's session cookie (the sessions are in the shared database). */
const PERSONAL: ReadonlySet<string> = new Set<keyof typeof NGINX_PATHS>(["account", "checkout"]);

export interface NginxFigures {
  one: Record<keyof typeof NGINX_PATHS, Measured>;
  two: Record<keyof typeof NGINX_PATHS, Measured>;
}

export interface NginxOptions {
  cwd: string;
  /** The PostgreSQL leg's server environment (DATABASE_URL, DATA_DIR). */
  env: Record<string, string>;
  /** A folder for the processes' data folders. */
  scratch: string;
  runs: number;
  duration: number;
  warmup: number;
  connections: number;
  log: (m: string) => void;
  /** Registers a stop for Ctrl-C; returns its remover. */
  track: (stop: () => Promise<void>) => () => void;
}

async function tracked<T extends { stop(): Promise<void> }>(o: NginxOptions, start: Promise<T>) {
  const handle = await start;
  const untrack = o.track(() => handle.stop());
  return {
    handle,
    stop: async () => {
      untrack();
      await handle.stop();
    },
  };
}

/** A path's headers: the customer's cookie for a personal page; null when there is none to send. */
function headersFor(key: string, cookie: string | null): Record<string, string> | null {
  if (!PERSONAL.has(key)) return {};
  return cookie === null ? null : { cookie };
}

async function measureBoth(o: NginxOptions, url: string, label: string, cookie: string | null) {
  const out = {} as NginxFigures["one"];
  for (const [key, p] of Object.entries(NGINX_PATHS) as [keyof typeof NGINX_PATHS, string][]) {
    const headers = headersFor(key, cookie);
    if (headers === null) {
      out[key] = { skipped: "the bench customer could not sign in" };
      continue;
    }
    try {
      const res = await fetch(url + p, { headers, redirect: "manual", signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`GET ${p} through nginx → ${res.status}`);
      const m = await measure(
        {
          title: `${label} ${p}`,
          url,
          connections: o.connections,
          durationSec: o.duration,
          paths: [p],
          headers,
        },
        o.runs,
        o.warmup,
      );
      out[key] = m;
      o.log(
        `  nginx, ${label}, ${p}: ${Math.round(m.rps)} req/s, p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms, errors ${m.errors}`,
      );
    } catch (err) {
      out[key] = { skipped: (err as Error).message.split("\n")[0]! };
      o.log(`  nginx, ${label}, ${p}: SKIPPED — ${(err as Error).message}`);
    }
  }
  return out;
}

async function warm(base: string, cookie: string | null): Promise<void> {
  for (let i = 0; i < 20; i++)
    for (const [key, p] of Object.entries(NGINX_PATHS)) {
      const headers = headersFor(key, cookie);
      if (headers === null) continue;
      const res = await fetch(base + p, { headers, signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
    }
}

export async function measureThroughNginx(o: NginxOptions): Promise<NginxFigures> {
  const procs: { handle: ServerHandle; stop: () => Promise<void> }[] = [];
  let proxy: { handle: RunningNginx; stop: () => Promise<void> } | null = null;
  try {
    const ports = [await freePort(), await freePort()];
    for (const [i, port] of ports.entries()) {
      const env = { ...o.env, DATA_DIR: path.join(o.scratch, `nginx-proc-${i}`) };
      procs.push(await tracked(o, startServer({ cwd: o.cwd, port, env })));
    }
    // Each process builds its catalogue index in the background from start-up: until both are
    // built, the API is answered from SQL and the other process's build takes CPU from the one
    // measured (the one-process figures of earlier runs were taken so, which inflated the ratio).
    await Promise.all(procs.map((p) => untilCatalogueIndexed(p.handle.url)));
    // Without the customer's session only the personal pages go unmeasured.
    const cookie = await signIn(procs[0]!.handle.url, BENCH_CUSTOMER).catch((err: unknown) => {
      o.log(`  nginx: the bench customer could not sign in — ${(err as Error).message}`);
      return null;
    });
    // Fresh processes render their first pages slowly (JIT, empty caches): each is warmed
    // directly first, so neither side of the ratio pays for it.
    for (const p of procs) await warm(p.handle.url, cookie);
    proxy = await tracked(o, startNginx([ports[0]!], await freePort()));
    const one = await measureBoth(o, proxy.handle.url, "1 process", cookie);
    await proxy.stop();
    proxy = null;
    proxy = await tracked(o, startNginx(ports, await freePort()));
    const two = await measureBoth(o, proxy.handle.url, "2 processes", cookie);
    return { one, two };
  } finally {
    await proxy?.stop();
    for (const p of procs) await p.stop();
  }
}
