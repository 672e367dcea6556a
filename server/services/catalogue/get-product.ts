import { eq } from "drizzle-orm";
import type { Product } from "../../../domain/contracts/products";
import { applyStock, variantAvailability, type VariantStock } from "../../../domain/stock";
import { NO_SIZE_GUIDE, isSizeGuideId } from "../../../domain/size-guides";
import type { Audience } from "../../../domain/types";
import type { Db } from "../../db/client";
import { products } from "../../db/schema";
import { readProductStock } from "../stock/levels";
import { toCard } from "./cards";

type ProductRow = typeof products.$inferSelect;

/** The product with its sizes as staff wrote them (the dashboard's view). */
export function toProduct(row: ProductRow, levels: readonly VariantStock[] = []): Product {
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
    availability: variantAvailability(row.sizes, levels),
    sizeGuide: isSizeGuideId(row.sizeGuide) ? row.sizeGuide : NO_SIZE_GUIDE,
  };
}

/** The product as the shop offers it: sold-out colours and sizes follow the stock. */
export function toShopProduct(row: ProductRow, levels: readonly VariantStock[]): Product {
  return { ...toProduct(row, levels), sizes: applyStock(row.sizes, levels) };
}

export async function getProductByUrl(db: Db, url: string): Promise<Product | null> {
  const row = await db.query.products.findFirst({ where: eq(products.url, url) });
  return row ? toShopProduct(row, await readProductStock(db, row.id)) : null;
}
