// GET /api/v1/live: a signed-in page's stream. It receives its own profile whenever the user
// record or the roles change ('profile' events), and 'signed-out' when the record is gone.
//
// A stream belongs to the session that opened it and never outlives it: it ends within moments
// of sign-out, a password reset, the account's deletion or the session's expiry (the database
// announces every deleted session, see migration 0011, so this holds in every process), and
// before each push the session is read again, so nothing is sent on a session that has ended.
// A stream opened with dashboard access ends when a role change takes that access away; the
// browser reconnects under its current rights.
import { and, eq, gt } from "drizzle-orm";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { readSession } from "../auth/read-session";
import { session as sessionTable, user as userTable } from "../db/schema";
import { ApiError, sendError, unauthorized } from "../http/errors";
import { toProfile } from "../services/account/profile";
import type { Services } from "../services-type";

const KEEPALIVE_MS = 25_000;
/**
 * Streams one session may hold open in one process (a browser's tabs; on HTTP/1.1 a browser
 * opens at most six connections to a host anyway). Each stream holds a socket, timers and a
 * subscriber that reads the database on every role change, so without a bound one session could
 * hold as many as it liked. Per process: behind N processes the bound is N times this.
 */
export const MAX_STREAMS_PER_SESSION = 6;
export const TOO_MANY_STREAMS = "This session has too many live streams open.";
/** setTimeout's ceiling; a session lasting longer is re-checked at each push anyway. */
const MAX_TIMER_MS = 2_147_483_647;

async function sessionAlive(services: Services, sessionId: string): Promise<boolean> {
  const [row] = await services.db
    .select({ id: sessionTable.id })
    .from(sessionTable)
    .where(and(eq(sessionTable.id, sessionId), gt(sessionTable.expiresAt, new Date())));
  return Boolean(row);
}

export function liveRoute(services: Services): Hono {
  const route = new Hono();
  /** Open streams per session id, in this process. */
  const open = new Map<string, number>();
  route.get("/", async (c) => {
    const current = await readSession(services, c.req.raw.headers);
    if (!current) return sendError(c, unauthorized());
    const me = current.user;
    const sessionId = current.session.id;
    const openedWithDashboard = current.dashboard;
    const held = open.get(sessionId) ?? 0;
    // EventSource does not retry after a refusal: the newest tab goes without live updates.
    if (held >= MAX_STREAMS_PER_SESSION)
      return sendError(c, new ApiError(429, "too_many_streams", TOO_MANY_STREAMS));
    open.set(sessionId, held + 1);
    const release = () => {
      const left = (open.get(sessionId) ?? 1) - 1;
      if (left > 0) open.set(sessionId, left);
      else open.delete(sessionId);
    };

    return streamSSE(c, async (stream) => {
      let wake = () => {};
      const ended = new Promise<void>((resolve) => (wake = resolve));
      let ending = false;
      const end = async (event?: "signed-out") => {
        if (ending) return;
        ending = true;
        if (event && !stream.aborted) await stream.writeSSE({ event, data: "null" }).catch(() => undefined);
        await stream.close().catch(() => undefined);
        wake();
      };

      let queue = Promise.resolve();
      const push = () => {
        // Events are handled in order, one read at a time, however fast they arrive.
        queue = queue
          .then(async () => {
            if (ending) return;
            if (!(await sessionAlive(services, sessionId))) return end("signed-out");
            const [row] = await services.db.select().from(userTable).where(eq(userTable.id, me.id));
            if (!row) return end("signed-out");
            const profile = await toProfile(services, row);
            await stream.writeSSE({ event: "profile", data: JSON.stringify(profile) });
            if (openedWithDashboard && !profile.dashboard) await end();
          })
          // The database did not answer (it may just be coming back): the stream ends, and the
          // browser opens a new one, read afresh. Never an unhandled rejection.
          .catch((err: unknown) => {
            services.log.warn({ err }, "live stream could not be brought up to date; ending it");
            void end();
          });
      };
      const unsubscribe = services.live.subscribe((event) => {
        if (event.type === "session-ended") {
          if (event.sessionId === sessionId) void end("signed-out");
          return;
        }
        // A profile depends on the user and on role definitions; catalogue edits do not touch it.
        // After a resync anything may have changed: the session is read again, then the profile.
        if (
          event.type === "roles" ||
          event.type === "resync" ||
          (event.type === "user" && event.userId === me.id)
        )
          push();
      });
      const expiry = setTimeout(
        () => void end("signed-out"),
        Math.min(MAX_TIMER_MS, Math.max(0, current.session.expiresAt.getTime() - Date.now())),
      );
      stream.onAbort(() => wake());
      try {
        // The session may have ended between the look-up above and the subscription.
        if (!(await sessionAlive(services, sessionId))) return await end("signed-out");
        await stream.writeSSE({ event: "ready", data: JSON.stringify({ userId: me.id }) });
        while (!stream.aborted && !stream.closed) {
          await Promise.race([stream.sleep(KEEPALIVE_MS), ended]);
          if (!stream.aborted && !stream.closed) await stream.write(": keepalive\n\n");
        }
      } finally {
        clearTimeout(expiry);
        unsubscribe();
        release();
      }
    });
  });
  return route;
}
