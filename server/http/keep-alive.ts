import type { ServerType } from "@hono/node-server";

/**
 * Node closes idle keep-alive sockets after 5 s; a client reusing one at that moment sees
 * "other side closed" on a POST it cannot safely retry. Keep them longer than typical proxies
 * and clients do (60 s), so the server is never the side that closes first.
 */
export function tuneKeepAlive(server: ServerType): void {
  if ("keepAliveTimeout" in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
}
