// Starts tests/integration/peer-server.ts as a child process on the same PostgreSQL database as
// a test server: two server processes, as in production behind a load balancer.
import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { TestServer } from "./harness";

export interface PeerProcess {
  url: string;
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

/** `pages`: the peer serves the shop's pages as well as the API (slower to start: Vite loads them). */
export async function startPeerProcess(
  server: TestServer,
  opts: { pages?: boolean } = {},
): Promise<PeerProcess> {
  const { databaseUrl, authSecret } = server.services.config;
  if (!databaseUrl) throw new Error("a peer process needs PostgreSQL");
  const child = spawn(
    process.execPath,
    ["--import", "tsx", path.join(import.meta.dirname, "peer-server.ts")],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        AUTH_SECRET: authSecret,
        PEER_PAGES: opts.pages ? "on" : "off",
      },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once("exit", (code) => reject(new Error(`peer process exited with ${code}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    fetch: (pathname, init) => fetch(url + pathname, init),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/**
 * In a describe block: a peer process of `server()`, started before the block's tests (it takes a
 * while) and stopped after them. The returned peer may be used once the tests run.
 */
export function peerForTests(server: () => TestServer, opts: { pages?: boolean } = {}): PeerProcess {
  let peer: PeerProcess | undefined;
  beforeAll(async () => {
    peer = await startPeerProcess(server(), opts);
  }, 60_000);
  afterAll(async () => {
    await peer?.stop();
  });
  const started = () => {
    if (!peer) throw new Error("the peer process has not started");
    return peer;
  };
  return {
    get url() {
      return started().url;
    },
    fetch: (pathname, init) => started().fetch(pathname, init),
    stop: () => started().stop(),
  };
}
