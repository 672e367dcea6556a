// GET /api/v1/live: a signed-in page's stream. It receives its own profile whenever the user
// record or the roles change ('profile' events), and 'signed-out' when the record is gone.
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { getSessionUser } from "../auth/guards";
import { user as userTable } from "../db/schema";
import { sendError, unauthorized } from "../http/errors";
import { toProfile } from "../services/account/profile";
import type { Services } from "../services/services";

const KEEPALIVE_MS = 25_000;

export function liveRoute(services: Services): Hono {
  const route = new Hono();
  route.get("/", async (c) => {
    const me = await getSessionUser(services, c.req.raw.headers);
    if (!me) return sendError(c, unauthorized());
    return streamSSE(c, async (stream) => {
      let queue = Promise.resolve();
      const push = () => {
        // Events are handled in order, one read at a time, however fast they arrive.
        queue = queue.then(async () => {
          const [row] = await services.db.select().from(userTable).where(eq(userTable.id, me.id));
          if (!row) await stream.writeSSE({ event: "signed-out", data: "null" });
          else
            await stream.writeSSE({ event: "profile", data: JSON.stringify(await toProfile(services, row)) });
        });
      };
      const unsubscribe = services.live.subscribe((event) => {
        // A profile depends on the user and on role definitions; catalogue edits do not touch it.
        if (event.type === "roles" || (event.type === "user" && event.userId === me.id)) push();
      });
      stream.onAbort(unsubscribe);
      await stream.writeSSE({ event: "ready", data: JSON.stringify({ userId: me.id }) });
      while (!stream.aborted && !stream.closed) {
        await stream.sleep(KEEPALIVE_MS);
        if (!stream.aborted) await stream.write(": keepalive\n\n");
      }
      unsubscribe();
    });
  });
  return route;
}
