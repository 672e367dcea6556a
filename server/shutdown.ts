// SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database.
import type { ServerType } from "@hono/node-server";
import type { Logger } from "./log";
import type { Services } from "./services-type";

const GRACE_MS = 10_000;
/**
 * After the signal the server keeps accepting for a moment while /readyz says 503, so a load
 * balancer (or a client already connecting) is not cut off; then it stops listening. Read when
 * needed, after a `.env` file has been loaded (server/config.ts).
 */
const drainDelayMs = () => Number(process.env.SHUTDOWN_DELAY_MS ?? 1_000);
/** A connection accepted just before the signal may not have sent its request yet: wait a little. */
const IDLE_SWEEP_AFTER_MS = 1_000;

export function handleShutdown(server: ServerType, services: Services, log: Logger): void {
  let closing = false;
  // While draining, every response tells its client not to reuse the connection.
  server.on("request", (_req, res: { setHeader(name: string, value: string): void }) => {
    if (closing) res.setHeader("Connection", "close");
  });
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    services.lifecycle.draining = true;
    log.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      log.warn("in-flight requests did not finish in time; exiting");
      process.exit(1);
    }, GRACE_MS);
    force.unref();
    setTimeout(() => {
      server.close(async () => {
        await services.outbox.stop().catch(() => {});
        await services.live.close().catch(() => {});
        await services.database.close().catch(() => {});
        log.info("stopped");
        process.exit(0);
      });
      // Keep-alive sockets with nothing in flight would hold close() open until their timeout.
      if ("closeIdleConnections" in server) {
        setTimeout(() => {
          server.closeIdleConnections();
          setInterval(() => server.closeIdleConnections(), 100).unref();
        }, IDLE_SWEEP_AFTER_MS).unref();
      }
    }, drainDelayMs()).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
