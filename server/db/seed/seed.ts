// The seed: roles, categories, catalogue, coupons, demo accounts and the demo customer's
// history. Loaded on the first start of an empty database and by `npm run seed`.
import { count } from "drizzle-orm";
import { rebuildRollups } from "../../services/dashboard/sales-rollups";
import { seedDesign } from "../../services/design/design";
import { seedPages } from "../../services/pages/pages";
import { seedSizeGuides } from "../../services/size-guides/size-guides";
import type { Services } from "../../services-type";
import { products } from "../schema";
import { seedCatalogue } from "./seed-catalogue";
import { seedHistory } from "./seed-history";
import { seedPeople } from "./seed-people";

/** Seeds only a database that has no products yet; returns whether it did. */
/** Seeds an empty database; under the start-up lock, so of N processes starting at once one seeds. */
export async function seedIfEmpty(services: Services): Promise<boolean> {
  return services.database.exclusive(async () => {
    const [row] = await services.db.select({ n: count() }).from(products);
    if ((row?.n ?? 0) > 0) return false;
    await seedAll(services);
    return true;
  });
}

export async function seedAll(services: Services): Promise<void> {
  const started = performance.now();
  const catalogue = await seedCatalogue(services.db);
  await seedPeople(services.db, catalogue);
  const history = await seedHistory(services.db, catalogue);
  // The seeds insert orders directly: the analytics roll-ups are computed from them once.
  await rebuildRollups(services.db);
  // Version 1 of the legal and FAQ documents, the Design and the size guides: their history starts there.
  await seedPages(services);
  await seedDesign(services);
  await seedSizeGuides(services);
  services.log.info(
    { products: catalogue.length, orders: history, ms: Math.round(performance.now() - started) },
    "seeded",
  );
}
