// Categories (docs/behaviour.md §3): one row per shop page ('women', 'men', 'explore') with its sub-category
// links. A handful of small rows, read on every shop page for the menu; nothing is cached yet.
import { asc } from "drizzle-orm";
import type { Db } from "../db/client";
import { categories } from "../db/schema";

export type CategoryRow = typeof categories.$inferSelect;

export function listCategories(db: Db): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.id));
}
