// Seed quantities: a boutique holds a handful of each piece. Deterministic (a hash of the
// product, size and colour), so every fresh database and every test sees the same figures. The
// base colour of a size is always well stocked; other colours are sometimes down to their last
// one or two pieces, or sold out. Sizes staff marked out of stock start at none.
import type { ProductSize } from "../../../../domain/types";
import { isStockManaged, type VariantStock } from "../../../../domain/stock";

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function seedQuantity(title: string, size: ProductSize, color: string): number {
  if (size.status === 0) return 0;
  const h = hash(`${title}\u0000${size.key}\u0000${color}`);
  if (size.colors[0] === color) return 4 + (h % 9);
  const roll = h % 10;
  return roll <= 2 ? roll : 3 + (h % 10);
}

/** Rows for the stock-managed sizes; pre-order and coming-soon sizes carry no allocation. */
export function seedStock(product: { title: string; sizes: readonly ProductSize[] }): VariantStock[] {
  return product.sizes
    .filter((s) => isStockManaged(s.status))
    .flatMap((size) =>
      size.colors.map((color) => ({
        size: size.key,
        color,
        onHand: seedQuantity(product.title, size, color),
      })),
    );
}
