// Replays migration 0022_rollups_shop_day.sql (the roll-ups recomputed on New York's days) on a
// test database that already holds orders, as it ran on the shops that had them.
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client";

export const ROLLUP_MIGRATION = readFileSync(
  path.resolve(import.meta.dirname, "../../server/db/migrations/0022_rollups_shop_day.sql"),
  "utf8",
);

export async function replayRollupMigration(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const statement of ROLLUP_MIGRATION.split("--> statement-breakpoint"))
      await tx.execute(sql.raw(statement));
  });
}
