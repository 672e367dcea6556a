import type { SQL } from "drizzle-orm";
import type { Db } from "./client";

/** Raw SQL → rows. Both drivers (node-postgres, PGlite) answer with a `rows` array. */
export async function rows<T>(db: Pick<Db, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
