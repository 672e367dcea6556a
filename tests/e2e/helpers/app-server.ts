// The production build served in the test process itself, over its own PGlite folder, for
// journeys that must look into the database (a stored contact message, one subscription).
import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { test as base } from "@playwright/test";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createApp } from "../../../server/app";
import { createServices } from "../../../server/bootstrap";
import { loadConfig } from "../../../server/config";
import { seedAll } from "../../../server/db/seed/seed";
import type { Services } from "../../../server/services-type";
import { staticFiles } from "../../../server/static";

export interface AppServer {
  url: string;
  services: Services;
  close(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, "../../..");

export async function startAppServer(): Promise<AppServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "atelier-e2e-"));
  // A private copy of the build: a rebuild during the run (another terminal, another spec) would
  // otherwise swap the hashed client files under the pages this server renders. It stays inside
  // the project so that the server bundle still resolves its packages from node_modules.
  mkdirSync(path.join(root, "data"), { recursive: true });
  const buildDir = mkdtempSync(path.join(root, "data", "e2e-build-"));
  cpSync(path.join(root, "build"), buildDir, { recursive: true });
  // The port is chosen first so the public address is known: sign-in checks the Origin against it.
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: "production",
    AUTH_SECRET: randomBytes(32).toString("base64url"),
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SEED: "off",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  const services = await createServices(config);
  await seedAll(services);
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  const app = createApp({
    services,
    pages: (request, context) => handler(request, context),
    staticFiles: staticFiles(path.join(buildDir, "client")),
    strictCsp: true,
  });
  const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    services,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.database.close();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(buildDir, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Playwright's `test` with the server above started once per worker and used as `baseURL`. */
export const testOnAppServer = base.extend<object, { app: AppServer }>({
  app: [
    async ({ browserName: _browser }, use) => {
      const app = await startAppServer();
      await use(app);
      await app.close();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  baseURL: async ({ app }, use) => use(app.url),
});
