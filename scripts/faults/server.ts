// Starting and stopping the real server as a separate process, for the fault suite.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { SERVER_BUNDLE, serverArgs, serverEnv } from "../server-command.mjs";

/** One secret for the whole run: a restarted server must still accept the guest tokens it issued. */
const SECRET = randomBytes(32).toString("hex");

export interface RunningServer {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

export async function startServer(env: Record<string, string>, port: number): Promise<RunningServer> {
  if (!existsSync(SERVER_BUNDLE)) throw new Error(`${SERVER_BUNDLE} is missing: run \`npm run build\` first`);
  const child = spawn(process.execPath, serverArgs(), {
    env: serverEnv({
      ...process.env,
      NODE_ENV: "production",
      AUTH_SECRET: SECRET,
      LOG_LEVEL: "error",
      PORT: String(port),
      ...env,
    }),
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, child, exited };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error("server did not become ready within 60 s");
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
