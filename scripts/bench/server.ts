// The server under test, in its own process: the server bundle under plain `node`
// (scripts/server-command.mjs) from the snapshot, production mode. Its resident memory is read from /proc/<pid>/status.
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { serverArgs, SERVER_ENV } from "../server-command.mjs";

export const BENCH_SECRET = "bench-secret-bench-secret-bench-secret-0123";

export interface ServerHandle {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Last lines the server printed (for error reports). */
  output(): string;
  rssMb(): number;
  stop(): Promise<void>;
}

export function rssMbOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `url` answers 200, or throws after `timeoutMs` (bounded, never loops forever). */
export async function waitFor200(
  url: string,
  timeoutMs: number,
  isAlive: () => boolean = () => true,
): Promise<number> {
  const started = performance.now();
  for (let i = 0; performance.now() - started < timeoutMs; i++) {
    if (!isAlive()) throw new Error(`server exited before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - started;
    } catch (err) {
      // fetch() never connects to the Fetch standard's "bad ports" (4190 among them): say so
      // at once rather than wait out the timeout as if the server were still starting.
      if ((err as { cause?: { message?: string } }).cause?.message === "bad port")
        throw new Error(
          `${url}: fetch() refuses this port (a "bad port" of the Fetch standard); use another`,
        );
      // otherwise: not listening yet
    }
    await sleep(i < 50 ? 50 : 200);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

export async function startServer(opts: {
  cwd: string;
  port: number;
  env: Record<string, string>;
  readyTimeoutMs?: number;
}): Promise<ServerHandle> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    NODE_ENV: "production",
    PORT: String(opts.port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${opts.port}`,
    AUTH_SECRET: BENCH_SECRET,
    LOG_LEVEL: "warn",
    SEED: "off",
    ...SERVER_ENV,
    ...opts.env,
  };
  const child = spawn(process.execPath, serverArgs(), {
    cwd: opts.cwd,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const keep = (b: Buffer) => {
    out = (out + b.toString()).slice(-8000);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  let exited = false;
  child.on("exit", () => {
    exited = true;
  });
  const url = `http://127.0.0.1:${opts.port}`;
  const handle: ServerHandle = {
    url,
    pid: child.pid!,
    child,
    output: () => out,
    rssMb: () => rssMbOf(child.pid!),
    stop: async () => {
      if (exited) return;
      child.kill("SIGTERM");
      for (let i = 0; i < 100 && !exited; i++) await sleep(100);
      if (!exited) child.kill("SIGKILL");
      for (let i = 0; i < 20 && !exited; i++) await sleep(100);
    },
  };
  try {
    await waitFor200(`${url}/readyz`, opts.readyTimeoutMs ?? 120_000, () => !exited);
  } catch (err) {
    await handle.stop();
    throw new Error(`${(err as Error).message}\n--- server output ---\n${out}`);
  }
  return handle;
}

/** Samples a process's RSS every `everyMs` until stopped; reports peak and median. */
export function sampleRss(pid: number, everyMs = 250) {
  const samples: number[] = [];
  const timer = setInterval(() => {
    const mb = rssMbOf(pid);
    if (Number.isFinite(mb)) samples.push(mb);
  }, everyMs);
  timer.unref();
  return {
    samples,
    stop: () => clearInterval(timer),
  };
}
