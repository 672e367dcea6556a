// A second server process for multi-process tests: the real app on its own Node process, pool
// and LISTEN connection, over the DATABASE_URL it is given. API only, unless PEER_PAGES=on asks
// for the shop's pages too (rendered as ./ssr-pages.ts does). Prints its port.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createApp } from "../../server/app";
import { createServices } from "../../server/bootstrap";
import { loadConfig } from "../../server/config";

const config = loadConfig({
  NODE_ENV: "test",
  LOG_LEVEL: "silent",
  PUBLIC_URL: "http://localhost:3999",
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "atelier-peer-")),
  DATABASE_URL: process.env.DATABASE_URL,
  AUTH_SECRET: process.env.AUTH_SECRET,
});
const services = await createServices(config);
// Imported only when asked: Vite is a heavy load for the API-only peers of other tests.
const ssr = process.env.PEER_PAGES === "on" ? await (await import("./ssr-pages")).startSsrPages() : null;
const server = serve({
  fetch: createApp({ services, strictCsp: true, pages: ssr?.pages }).fetch,
  port: 0,
  hostname: "127.0.0.1",
});
server.once("listening", () => {
  process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
});
process.on("SIGTERM", () => {
  server.close();
  void (ssr?.close() ?? Promise.resolve())
    .then(() => services.live.close())
    .then(() => services.database.close())
    .then(() => process.exit(0));
});
