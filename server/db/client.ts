// One Drizzle database over PGlite (embedded, default) or PostgreSQL (DATABASE_URL).
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  ping(): Promise<void>;
  /** Whether the database answers and holds every migration this build ships (/readyz). */
  readiness(): Promise<"ok" | "unavailable" | "migrations-pending">;
  /**
   * Runs `fn` holding the start-up lock: server processes starting at once against one
   * PostgreSQL migrate and seed one after another, so exactly once. PGlite has one process.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel; resolves to an unsubscribe function. On PostgreSQL the connection may be
   * lost (a restart, a fail-over, an administrator ending it): it is opened again, and `onLost`
   * and then `onResync` are told, since notifications sent meanwhile never arrive.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    events?: ListenEvents,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface ListenEvents {
  /** The listening connection ended; it is being opened again. */
  onLost?: (error: unknown) => void;
  /** Listening again after a loss: whatever was announced meanwhile was missed. */
  onResync?: () => void;
}

/** Waits between attempts to listen again: from a quarter second, doubling, to 5 s. */
const RELISTEN_FIRST_MS = 250;
const RELISTEN_MAX_MS = 5_000;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** When the newest migration this build ships was written; the migrator records the same number. */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

type Query = (text: string) => Promise<{ rows: unknown[] }>;

function readinessOf(query: Query, newest: number): Database["readiness"] {
  return async () => {
    try {
      const { rows } = await query("select max(created_at) as last from drizzle.__drizzle_migrations");
      const last = Number((rows[0] as { last: string | number | null } | undefined)?.last ?? 0);
      return last >= newest ? "ok" : "migrations-pending";
    } catch (error) {
      // A database without the migrations table answers, but is not this shop's yet.
      return (error as { code?: string }).code === "42P01" ? "migrations-pending" : "unavailable";
    }
  };
}

/** One advisory-lock key for start-up, whatever the database's name. */
const STARTUP_LOCK = "select pg_advisory_lock(hashtextextended('atelier:start-up', 0))";
const STARTUP_UNLOCK = "select pg_advisory_unlock(hashtextextended('atelier:start-up', 0))";

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  poolSize?: number;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const database = opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.poolSize)
    : await openPglite(opts.pgliteDir ?? "memory://");
  await database.exclusive(() => migrateDatabase(database));
  return database;
}

function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  // A dropped connection must not crash the process; the next query reports the error instead.
  pool.on("error", () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners: KeptListening[] = [];
  return {
    db,
    kind: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    readiness: readinessOf((text) => pool.query(text), newestMigration()),
    // A connection of its own: an advisory lock belongs to the session that took it.
    exclusive: async (fn) => {
      const client = new pg.Client({ connectionString: url });
      client.on("error", () => {});
      await client.connect();
      try {
        await client.query(STARTUP_LOCK);
        return await fn();
      } finally {
        await client.query(STARTUP_UNLOCK).catch(() => {});
        await client.end().catch(() => {});
      }
    },
    // A dedicated connection: a pooled one would be handed to other queries between events.
    listen: async (channel, onPayload, events = {}) => {
      const listener = await keptListening(url, channel, onPayload, events);
      listeners.push(listener);
      return async () => {
        listeners.splice(listeners.indexOf(listener), 1);
        await listener.stop();
      };
    },
    close: async () => {
      await Promise.all(listeners.map((l) => l.stop()));
      await pool.end();
    },
  };
}

interface KeptListening {
  stop(): Promise<void>;
}

/** How often the listening connection is asked whether it still answers, and how long it may take. */
const HEARTBEAT_MS = 30_000;
const HEARTBEAT_TIMEOUT_MS = 10_000;
/** A connection that stayed up this long starts the next loss's waits from the beginning again. */
const STEADY_MS = 60_000;

/**
 * LISTEN on a connection of its own, opened again whenever it ends until stopped. Without this a
 * process whose connection was cut went on serving 30 s old pages and never closed an ended
 * session's streams, with nothing in its logs, until it was restarted. A connection that dies
 * without a word (a fail-over that moves the address, a NAT's idle timeout) is found by TCP
 * keep-alive and a `select 1` every 30 s, and ended, which opens it again.
 */
async function keptListening(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  events: ListenEvents,
): Promise<KeptListening> {
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let wait = RELISTEN_FIRST_MS;
  let upSince = 0;

  const open = async (): Promise<pg.Client> => {
    const client = new pg.Client({
      connectionString: url,
      keepAlive: true,
      keepAliveInitialDelayMillis: 30_000,
    });
    let lastError: unknown = null;
    // An error ends the connection; 'end' below is what starts listening again.
    client.on("error", (error) => {
      lastError = error;
    });
    try {
      await client.connect();
      client.on("notification", (n) => {
        if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
      });
      await client.query(`listen "${channel.replace(/"/g, "")}"`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    client.on("end", () => {
      if (stopped || current !== client) return;
      current = null;
      clearInterval(heartbeat);
      // Waits start over only after a connection that held; a flapping one backs off.
      if (Date.now() - upSince >= STEADY_MS) wait = RELISTEN_FIRST_MS;
      events.onLost?.(lastError ?? new Error(`The connection listening on ${channel} ended`));
      again();
    });
    return client;
  };

  const watch = (client: pg.Client) => {
    heartbeat = setInterval(() => {
      const timeout = new Promise((_, reject) => {
        setTimeout(
          () => reject(new Error("The listening connection did not answer")),
          HEARTBEAT_TIMEOUT_MS,
        ).unref();
      });
      Promise.race([client.query("select 1"), timeout]).catch(() => {
        // Ending it fires 'end', which listens again.
        void client.end().catch(() => {});
      });
    }, HEARTBEAT_MS);
    heartbeat.unref();
  };

  const again = () => {
    retry = setTimeout(() => {
      open().then(
        (client) => {
          if (stopped) {
            void client.end().catch(() => {});
            return;
          }
          current = client;
          upSince = Date.now();
          watch(client);
          // Told outside the connection's own chain: whatever a listener does, the connection stays.
          try {
            events.onResync?.();
          } catch (error) {
            events.onLost?.(error);
          }
        },
        () => {
          if (!stopped) again();
        },
      );
    }, wait);
    retry.unref();
    // The next attempt, if this one fails or the connection it opens soon ends, waits longer.
    wait = Math.min(wait * 2, RELISTEN_MAX_MS);
  };

  current = await open();
  upSince = Date.now();
  watch(current);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      await current?.end().catch(() => {});
    },
  };
}

async function openPglite(dir: string): Promise<Database> {
  if (!dir.startsWith("memory://")) mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  // 32 MB of shared buffers instead of PostgreSQL's 128 MB default: the embedded database holds a
  // boutique's catalogue comfortably, and the server's resident memory drops by ~70 MB.
  const client = await PGlite.create({
    dataDir: dir,
    extensions: { pg_trgm },
    postgresqlconf: ["shared_buffers=32MB"],
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    readiness: readinessOf((text) => client.query(text), newestMigration()),
    exclusive: (fn) => fn(),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        await stop();
      };
    },
    close: () => client.close(),
  };
}

async function migrateDatabase(database: Database): Promise<void> {
  // Both migrators share the same folder; drizzle-kit's CLI cannot load extensions into PGlite.
  if (database.kind === "pglite") {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
  } else {
    await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder });
  }
}
