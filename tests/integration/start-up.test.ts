// Start-up with several processes: migrations and the seed run exactly once whatever starts at
// the same moment, and /readyz tells a load balancer whether this process can serve.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServices } from "../../server/bootstrap";
import { loadConfig } from "../../server/config";
import { products } from "../../server/db/schema";
import { seedIfEmpty } from "../../server/db/seed/seed";
import type { Services } from "../../server/services-type";
import { createPostgresDatabase, dbKind, legUnavailable, startTestServer, type TestServer } from "./harness";

/** Rows of a raw query; both drivers answer `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

describe.skipIf(legUnavailable())(`/readyz (${dbKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers 503 while the database lacks a migration this build ships, 200 again once applied", async () => {
    const { db } = server.services;
    expect((await server.fetch("/readyz")).status).toBe(200);
    const [newest] = rowsOf<{ id: number; hash: string; created_at: string }>(
      await db.execute(
        sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      ),
    );
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`);
    const pending = await server.fetch("/readyz");
    expect(pending.status).toBe(503);
    expect(await pending.json()).toEqual({ status: "migrations-pending" });
    await db.execute(
      sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`,
    );
    expect((await server.fetch("/readyz")).status).toBe(200);
  });
});

describe.skipIf(dbKind !== "postgres" || legUnavailable())(
  "four processes starting at once on one PostgreSQL",
  () => {
    const started: Services[] = [];
    const dirs: string[] = [];
    afterAll(async () => {
      for (const s of started) {
        await s.live.close();
        await s.database.close();
      }
      for (const d of dirs) rmSync(d, { recursive: true, force: true });
    });

    it("migrate and seed exactly once, and all come up ready", async () => {
      const databaseUrl = await createPostgresDatabase();
      const start = async () => {
        const dataDir = mkdtempSync(path.join(tmpdir(), "atelier-start-"));
        dirs.push(dataDir);
        const config = loadConfig({
          NODE_ENV: "test",
          DATA_DIR: dataDir,
          LOG_LEVEL: "silent",
          DATABASE_URL: databaseUrl,
        });
        const services = await createServices(config);
        started.push(services);
        return seedIfEmpty(services);
      };
      const seeded = await Promise.all([start(), start(), start(), start()]);
      expect(seeded.filter(Boolean)).toHaveLength(1);
      const { db } = started[0]!;
      const [catalogue] = await db.select({ n: count() }).from(products);
      const once = await startTestServer({ seed: true });
      const [reference] = await once.services.db.select({ n: count() }).from(products);
      await once.close();
      expect(catalogue?.n).toBe(reference?.n);
      const [recorded] = rowsOf<{ total: string; hashes: string }>(
        await db.execute(
          sql`select count(*) as total, count(distinct hash) as hashes from drizzle.__drizzle_migrations`,
        ),
      );
      expect(Number(recorded?.total)).toBe(Number(recorded?.hashes));
      for (const s of started) expect(await s.database.readiness()).toBe("ok");
    });
  },
);
