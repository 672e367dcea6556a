// SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database.
import type { ServerType } from "@hono/node-server";
import type { Logger } from "./log";
import type { Services } from "./services/services";

const GRACE_MS = 10_000;

export function handleShutdown(server: ServerType, services: Services, log: Logger): void {
  let closing = false;
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      log.warn("in-flight requests did not finish in time; exiting");
      process.exit(1);
    }, GRACE_MS);
    force.unref();
    server.close(async () => {
      await services.live.close().catch(() => {});
      await services.database.close().catch(() => {});
      log.info("stopped");
      process.exit(0);
    });
    // Idle keep-alive sockets would otherwise hold close() open until they time out.
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
