// Production entry: one Node process serving pages, /api/v1, /api/auth and static files.
import path from "node:path";
import { serve } from "@hono/node-server";
import { createRequestHandler } from "react-router";
import { createApp } from "./app";
import { createServices } from "./bootstrap";
import { ConfigError, loadConfig } from "./config";
import { seedAsConfigured } from "./db/seed/seed";
import { announce } from "./announce";
import { createLogger } from "./log";
import { tuneKeepAlive } from "./http/keep-alive";
import { handleShutdown } from "./shutdown";
import { staticFiles } from "./static";
import { warmCatalogue } from "./services/catalogue/warm-up";
import { appRoot, loadPagesBuild } from "./pages-build";
import { startReturnExpiry } from "./services/returns/expire";
import { policyFor, startHeapMode } from "./memory/heap-mode";
import { loadMallocTrim, startNativeTrim } from "./memory/native-trim";

async function main() {
  const started = performance.now();
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(config);
  const services = await createServices(config, log);
  const seeded = await seedAsConfigured(services, config.seed);

  const build = await loadPagesBuild();
  const handler = createRequestHandler(build, "production");
  const app = createApp({
    services,
    pages: (request, context) => handler(request, context),
    staticFiles: staticFiles(path.join(appRoot, "build/client")),
    strictCsp: true,
  });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    announce(config, log, {
      port: info.port,
      seeded,
      ms: performance.now() - started,
      database: services.database.kind,
    });
  });
  tuneKeepAlive(server);
  await services.outbox.start();
  startReturnExpiry(services);
  // The catalogue index is built in the background; pages cached from SQL meanwhile are dropped
  // once it is ready (decision 55).
  void warmCatalogue(services);
  // Freed native memory goes back to the system as the process runs (decision 93).
  const trim = await loadMallocTrim();
  if (trim) startNativeTrim(trim, log);
  else log.info("native memory trimming unavailable on this platform");
  // Near its memory budget, V8 is told to favour memory over speed (decision 101).
  startHeapMode(policyFor(config.memoryBudgetMb * 2 ** 20), log);
  handleShutdown(server, services, log);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
