// Cold start as a newcomer sees it: `npm start` (built app) on an empty data folder, PGlite,
// default seeding — time from spawn to the first 200 on /.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { BENCH_SECRET, sleep, waitFor200 } from "./server";

const groupAlive = (pgid: number): boolean => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Stops npm, scripts/start.mjs and the server together, and waits until none is left: npm exits
 * at once on SIGTERM while the server may still be closing, and a survivor would answer the next
 * run's first request.
 */
async function stopGroup(pgid: number): Promise<void> {
  for (const [signal, waitMs] of [
    ["SIGTERM", 10_000],
    ["SIGKILL", 5_000],
  ] as const) {
    if (!groupAlive(pgid)) return;
    try {
      process.kill(-pgid, signal);
    } catch {
      return;
    }
    for (let waited = 0; waited < waitMs && groupAlive(pgid); waited += 100) await sleep(100);
  }
}

/** Fails fast if something already answers on the port (a previous run not yet gone). */
async function portFree(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) });
    return false;
  } catch {
    return true;
  }
}

export async function coldStartOnce(cwd: string, port: number): Promise<number> {
  for (let i = 0; i < 50 && !(await portFree(port)); i++) await sleep(200);
  if (!(await portFree(port))) throw new Error(`port ${port} is still in use`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "atelier-cold-"));
  const started = performance.now();
  // Own process group, so the npm wrapper, scripts/start.mjs and the server stop together.
  const child = spawn("npm", ["start", "--silent"], {
    cwd,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      AUTH_SECRET: BENCH_SECRET,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      SEED: "",
    },
  });
  let out = "";
  child.stdout!.on("data", (b: Buffer) => (out = (out + b.toString()).slice(-4000)));
  child.stderr!.on("data", (b: Buffer) => (out = (out + b.toString()).slice(-4000)));
  let exited = false;
  child.on("exit", () => (exited = true));
  try {
    await waitFor200(`http://127.0.0.1:${port}/`, 60_000, () => !exited);
    return performance.now() - started;
  } catch (err) {
    throw new Error(`${(err as Error).message}\n${out}`);
  } finally {
    await stopGroup(child.pid!);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
