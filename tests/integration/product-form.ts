// The dashboard's product form as the integration tests send it: a product's detail as
// GET /api/v1/dashboard/products/{id} answers it, saved again with some parts changed.
import type { Product } from "../../domain/contracts/products";

export type ProductDetail = Product & { stock: { size: string; color: string; onHand: number }[] };

/**
 * The PUT /api/v1/dashboard/products/{id} body that saves `p` with `changes` applied. A product
 * as the shop shows it has no stock: the body then leaves the stock as it is.
 */
export function productFormBody(
  p: Product & { stock?: ProductDetail["stock"] },
  changes: Partial<ProductDetail> = {},
) {
  const q = { ...p, ...changes };
  return {
    title: q.title,
    description: q.description,
    materials: q.materials,
    details: q.details,
    category: q.category,
    subCategories: q.subCategories,
    basePriceCents: q.basePriceCents,
    maxQuantity: q.maxQuantity,
    baseStatus: q.baseStatus,
    baseImagesColor: q.baseImagesColor,
    images: q.images,
    sizes: q.sizes,
    stock: q.stock,
  };
}
