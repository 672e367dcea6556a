// Production server processes (the esbuild bundle under plain node, as `npm start` runs it),
// each on its own port, for the scale-out test.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SERVER_BUNDLE, serverArgs } from "../../scripts/server-command.mjs";

export interface ServerProcess {
  port: number;
  url: string;
  /** What the process wrote to stderr, for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A production process on `port`, with this environment over the test's own. A variable given
 * as undefined is removed, so a case that needs it unset is not changed by the shell the test
 * runs in (PUBLIC_URL or TRUSTED_ORIGINS exported there, say).
 */
export async function startProcess(
  env: Record<string, string | undefined>,
  port: number,
): Promise<ServerProcess> {
  if (!existsSync(SERVER_BUNDLE)) throw new Error(`${SERVER_BUNDLE} is missing: run \`npm run build\` first`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "atelier-proc-"));
  const merged: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    PORT: String(port),
    ...env,
  };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  const child: ChildProcess = spawn(process.execPath, serverArgs(), {
    env: merged,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server on ${port} exited with ${child.exitCode}:\n${stderr}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server on ${port} was not ready within 120 s:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    port,
    url,
    output: () => stderr,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
