// The check behind domain/last-administrator.ts: the shop always keeps an administrator.
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { user } from "../../db/schema";

const ADMIN = "admin";

/**
 * Whether an administrator other than `userId` exists. In a transaction (`lock`) the other
 * administrators' rows are locked until it ends, so two staff demoting the last two
 * administrators at once cannot both pass the check (PostgreSQL; PGlite has one connection).
 */
export async function anotherAdministrator(db: Db, userId: string, lock = false): Promise<boolean> {
  const query = db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.role, ADMIN), ne(user.id, userId)))
    .limit(1);
  const rows = lock ? await query.for("update") : await query;
  return rows.length > 0;
}
