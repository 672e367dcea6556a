// Live updates: writers publish with pg_notify (so every server process hears them, on
// PostgreSQL and on PGlite alike); one LISTEN per process fans events out to SSE streams.
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Logger } from "../log";

export const LIVE_CHANNEL = "atelier_live";

export type LiveEvent =
  | { type: "user"; userId: string }
  | { type: "roles" }
  /** The products named changed (read them again); none named: only pages or design did. */
  | { type: "catalogue"; productIds?: string[] }
  /** Sent by the database itself (trigger of migration 0011) whenever a session row is deleted. */
  | { type: "session-ended"; userId: string; sessionId: string }
  /**
   * Never sent: this process listens again after losing its connection, so anything may have
   * changed unannounced. Caches are dropped and every stream reads its session and profile again.
   */
  | { type: "resync" };

type Subscriber = (event: LiveEvent) => void;

export interface LiveHub {
  publish(event: LiveEvent): Promise<void>;
  subscribe(fn: Subscriber): () => void;
  close(): Promise<void>;
}

function parse(payload: string): LiveEvent | null {
  try {
    const e = JSON.parse(payload) as Partial<LiveEvent>;
    if (e.type === "roles") return { type: "roles" };
    if (e.type === "catalogue") {
      const ids = e.productIds;
      const named = Array.isArray(ids) && ids.every((id) => typeof id === "string");
      return named ? { type: "catalogue", productIds: ids.slice(0, 1_000) } : { type: "catalogue" };
    }
    if (e.type === "user" && typeof e.userId === "string") return { type: "user", userId: e.userId };
    if (e.type === "session-ended" && typeof e.userId === "string" && typeof e.sessionId === "string")
      return { type: "session-ended", userId: e.userId, sessionId: e.sessionId };
  } catch {
    // A foreign or malformed notification is not ours to act on.
  }
  return null;
}

export async function createLiveHub(
  database: Database,
  log?: Pick<Logger, "warn" | "info">,
): Promise<LiveHub> {
  const subscribers = new Set<Subscriber>();
  // One subscriber's failure is its own: the others still hear the event.
  const fanOut = (event: LiveEvent) => {
    for (const fn of subscribers) {
      try {
        fn(event);
      } catch (err) {
        log?.warn({ err, event: event.type }, "a live event's subscriber failed");
      }
    }
  };
  const unlisten = await database.listen(
    LIVE_CHANNEL,
    (payload) => {
      const event = parse(payload);
      if (event) fanOut(event);
    },
    {
      onLost: (error) => log?.warn({ err: error }, "Live notifications lost; listening again"),
      onResync: () => {
        log?.info("Live notifications back; caches dropped and streams read again");
        fanOut({ type: "resync" });
      },
    },
  );
  return {
    publish: async (event) => {
      await database.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`);
    },
    subscribe: (fn) => {
      subscribers.add(fn);
      return () => subscribers.delete(fn);
    },
    close: async () => {
      subscribers.clear();
      await unlisten();
    },
  };
}
