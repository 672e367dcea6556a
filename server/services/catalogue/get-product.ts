import { eq } from "drizzle-orm";
import type { Product } from "../../../domain/contracts/products";
import type { Audience } from "../../../domain/types";
import type { Db } from "../../db/client";
import { products } from "../../db/schema";
import { toCard } from "./cards";

type ProductRow = typeof products.$inferSelect;

export function toProduct(row: ProductRow): Product {
  return {
    ...toCard(row),
    createdAt: row.createdAt.toISOString(),
    description: row.description,
    materials: row.materials,
    details: row.details,
    category: row.category as Audience,
    subCategories: row.subCategories,
    maxQuantity: row.maxQuantity,
    baseImagesColor: row.baseImagesColor,
    images: row.images,
    sizes: row.sizes,
  };
}

export async function getProductByUrl(db: Db, url: string): Promise<Product | null> {
  const row = await db.query.products.findFirst({ where: eq(products.url, url) });
  return row ? toProduct(row) : null;
}
