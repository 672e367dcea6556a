// Development entry: Vite (middleware mode, hot reload) in front of the same Hono app.
import { createServer as createHttpServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createRequestHandler } from "react-router";
import { createServer as createViteServer, isRunnableDevEnvironment } from "vite";
import { announce } from "./announce";
import { createApp } from "./app";
import { createServices } from "./bootstrap";
import { loadConfig } from "./config";
import { seedAsConfigured } from "./db/seed/seed";
import { handleShutdown } from "./shutdown";
import { startReturnExpiry } from "./services/returns/expire";

const started = performance.now();
const config = loadConfig();
const services = await createServices(config);
const seeded = await seedAsConfigured(services, config.seed);

const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const ssr = vite.environments.ssr;
if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error("Vite's SSR environment is not runnable");

const app = createApp({
  services,
  pages: async (request, context) => {
    // Re-imported per request so edits show without a restart.
    const build = (await ssr.runner.import("virtual:react-router/server-build")) as ServerBuild;
    return createRequestHandler(build, "development")(request, context);
  },
});
const listener = getRequestListener(app.fetch);
const server = createHttpServer((req, res) => vite.middlewares(req, res, () => void listener(req, res)));
server.listen(config.port, config.host, () => {
  announce(config, services.log, {
    port: config.port,
    seeded,
    ms: performance.now() - started,
    database: services.database.kind,
  });
});
await services.outbox.start();
startReturnExpiry(services);
handleShutdown(server, services, services.log);
