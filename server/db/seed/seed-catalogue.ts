import { productUrl } from "../../../domain/ids";
import type { Db } from "../client";
import { categories, coupons, products, roles, stockLevels, stockMovements } from "../schema";
import { seedCategories } from "./catalogue/categories";
import { seedCoupons } from "./catalogue/coupons";
import { seedProducts } from "./catalogue/products";
import { seedRoles } from "./roles";
import { seedStock } from "./catalogue/stock";

export type SeededProduct = typeof products.$inferSelect;

const HOUR = 60 * 60 * 1000;

/** What every shop needs, demo or not: the staff roles and the sections with their sub-categories. */
export async function seedStructure(db: Pick<Db, "insert">): Promise<void> {
  await db.insert(roles).values(seedRoles).onConflictDoNothing();
  await db.insert(categories).values(seedCategories).onConflictDoNothing();
}

export async function seedCatalogue(db: Db): Promise<SeededProduct[]> {
  const now = Date.now();
  return db.transaction(async (tx) => {
    await seedStructure(tx);
    await tx.insert(coupons).values(seedCoupons).onConflictDoNothing();
    // Newest first in the shop follows the catalogue's order: the first entry is the newest.
    const rows = seedProducts.map((p, i) => ({
      ...p,
      id: crypto.randomUUID(),
      url: productUrl(p.title),
      createdAt: new Date(now - (i + 1) * 7 * HOUR),
    }));
    const inserted = await tx.insert(products).values(rows).returning();
    const stock = inserted.flatMap((p) => seedStock(p).map((v) => ({ ...v, productId: p.id })));
    await tx.insert(stockLevels).values(stock);
    // Every unit traceable from its first day: the seed is the opening movement.
    await tx.insert(stockMovements).values(
      stock.map(({ onHand, ...v }) => ({
        ...v,
        delta: onHand,
        onHandAfter: onHand,
        reason: "seed" as const,
      })),
    );
    return inserted;
  });
}
