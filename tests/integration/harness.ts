// Starts the real Hono app on a real port over a fresh database (PGlite in memory, or a new
// PostgreSQL database per test file) with the seed loaded, and talks to it with fetch.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";
import pg from "pg";
import { inject } from "vitest";
import { createApp, type PageHandler } from "../../server/app";
import { tuneKeepAlive } from "../../server/http/keep-alive";
import { createServices } from "../../server/bootstrap";
import { loadConfig, type Config } from "../../server/config";
import { seedAll } from "../../server/db/seed/seed";
import type { Services } from "../../server/services-type";

export interface TestServer {
  url: string;
  services: Services;
  kind: "pglite" | "postgres";
  /** The PostgreSQL database, for a second server on it (undefined on PGlite). */
  databaseUrl: string | undefined;
  fetch(pathname: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

let counter = 0;

export const dbKind = (process.env.TEST_DB ?? "pglite") as "pglite" | "postgres";

/** True when this leg cannot run here (PostgreSQL absent outside CI); tests use it to skip. */
export function legUnavailable(): boolean {
  return dbKind === "postgres" && !inject("postgresRun").available;
}

export async function createPostgresDatabase(): Promise<string> {
  const { runId, adminUrl } = inject("postgresRun");
  const name = `${runId}_${process.pid}_${++counter}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database "${name}"`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function startTestServer(
  opts: {
    seed?: boolean;
    staticFiles?: Hono;
    /** Another server's PostgreSQL database, to run two processes' worth of app on one database. */
    databaseUrl?: string;
    config?: Partial<Config>;
    env?: Record<string, string>;
    /** Server-rendered pages (tests/integration/ssr-pages.ts); API only without. */
    pages?: PageHandler;
  } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "atelier-it-"));
  const databaseUrl =
    opts.databaseUrl ?? (dbKind === "postgres" ? await createPostgresDatabase() : undefined);
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    PUBLIC_URL: "http://localhost:3999",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...opts.env,
  });
  const services = await createServices({ ...config, databaseUrl, ...opts.config }, undefined);
  if (opts.seed !== false) await seedAll(services);
  const app = createApp({ services, strictCsp: true, staticFiles: opts.staticFiles, pages: opts.pages });
  // A port of the caller's (config.port) makes the server's own address one it trusts as an origin.
  const server = serve({ fetch: app.fetch, port: opts.config?.port ?? 0, hostname: "127.0.0.1" });
  tuneKeepAlive(server);
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    services,
    kind: services.database.kind,
    databaseUrl,
    fetch: (pathname, init) => fetch(url + pathname, init),
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Long keep-alive must not hold the test's shutdown open.
        if ("closeAllConnections" in server) server.closeAllConnections();
      });
      await services.outbox.stop();
      await services.live.close();
      await services.database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
