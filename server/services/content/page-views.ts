// First-party statistics: a page view is a path and a time, stored only with statistics consent.
import type { Db } from "../../db/client";
import { pageViews } from "../../db/schema";

export async function recordPageView(db: Db, path: string): Promise<void> {
  await db.insert(pageViews).values({ path });
}
