// The seed: roles, categories, catalogue, coupons, demo accounts and the demo customer's
// history. Loaded on the first start of an empty database and by `npm run seed`. `SEED=shop`
// loads only what a real shop starts from: roles, categories, the legal and FAQ pages, the
// Design and the size guides, with no products, accounts, coupons or orders.
import { count } from "drizzle-orm";
import { rebuildRollups } from "../../services/dashboard/sales-rollups";
import { seedDesign } from "../../services/design/design";
import { seedPages } from "../../services/pages/pages";
import { seedSizeGuides } from "../../services/size-guides/size-guides";
import type { Services } from "../../services-type";
import type { Config } from "../../config";
import { categories, products, user } from "../schema";
import { seedCatalogue, seedStructure } from "./seed-catalogue";
import { seedHistory } from "./seed-history";
import { seedPeople } from "./seed-people";

/**
 * Seeds an empty database; under the start-up lock, so of N processes starting at once one seeds.
 * Empty means no products, sections or accounts: a real shop started with SEED=shop (sections,
 * no products yet) never receives the demo, its published passwords included, if a later start
 * forgets the setting.
 */
export async function seedIfEmpty(services: Services): Promise<boolean> {
  return services.database.exclusive(async () => {
    for (const table of [products, categories, user]) {
      const [row] = await services.db.select({ n: count() }).from(table);
      if ((row?.n ?? 0) > 0) return false;
    }
    await seedAll(services);
    return true;
  });
}

/** Version 1 of the legal and FAQ documents, the Design and the size guides: their history starts there. */
async function seedDocuments(services: Services): Promise<void> {
  await seedPages(services);
  await seedDesign(services);
  await seedSizeGuides(services);
}

export async function seedAll(services: Services): Promise<void> {
  const started = performance.now();
  const catalogue = await seedCatalogue(services.db);
  await seedPeople(services.db, catalogue);
  const history = await seedHistory(services.db, catalogue);
  // The seeds insert orders directly: the analytics roll-ups are computed from them once.
  await rebuildRollups(services.db);
  await seedDocuments(services);
  services.log.info(
    { products: catalogue.length, orders: history, ms: Math.round(performance.now() - started) },
    "seeded",
  );
}

/** The shop's structure and documents without the demo, once, on a database that has none. */
export async function seedShopIfEmpty(services: Services): Promise<boolean> {
  return services.database.exclusive(async () => {
    const [row] = await services.db.select({ n: count() }).from(categories);
    if ((row?.n ?? 0) > 0) return false;
    await services.db.transaction((tx) => seedStructure(tx));
    await seedDocuments(services);
    services.log.info("seeded the shop's structure and documents (SEED=shop)");
    return true;
  });
}

/** What `SEED` asks for at start-up; whether anything was written. */
export function seedAsConfigured(services: Services, seed: Config["seed"]): Promise<boolean> {
  if (seed === "auto") return seedIfEmpty(services);
  if (seed === "shop") return seedShopIfEmpty(services);
  return Promise.resolve(false);
}
