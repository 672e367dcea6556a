import { z } from "zod";
import type { BagItem, NewBagItem } from "./bag";
import { COMING_SOON, OUT_OF_STOCK, PRE_ORDER, statusForSize } from "./status";
import type { ProductSize } from "./types";

/** The product fields a bag line is built from. */
export interface BagProduct {
  productId: string;
  title: string;
  url: string;
  maxQuantity: number;
  basePriceCents: number;
  /** Colour code → ordered images; the line keeps the first one of its colour. */
  images: Readonly<Record<string, readonly string[]>>;
  sizes: readonly ProductSize[];
}

/** Sizes out of stock (0) or notify-me (3) are not offered in the bag or at checkout. */
export function isOrderableSize(size: Pick<ProductSize, "status">): boolean {
  return size.status !== OUT_OF_STOCK && size.status !== COMING_SOON;
}

/**
 * A fresh line for a size and colour (adding from the product page or the Edit panel), or null
 * when that size does not exist, cannot be ordered, or does not come in that colour.
 */
export function bagItemFor(product: BagProduct, sizeKey: string, color: string): NewBagItem | null {
  const size = product.sizes.find((s) => s.key === sizeKey);
  if (!size || !isOrderableSize(size) || !size.colors.includes(color)) return null;
  const status = statusForSize(size);
  const item: NewBagItem = {
    productId: product.productId,
    title: product.title,
    url: product.url,
    maxQuantity: product.maxQuantity,
    image: product.images[color]?.[0] ?? "",
    basePriceCents: product.basePriceCents,
    size: size.key,
    color,
    status,
  };
  return status === PRE_ORDER && size.preOrderDate ? { ...item, preOrderDate: size.preOrderDate } : item;
}

export const bagItemSchema = z.object({
  productId: z.string().min(1),
  title: z.string(),
  url: z.string(),
  maxQuantity: z.number().int().min(1),
  image: z.string(),
  quantity: z.number().int().min(1),
  basePriceCents: z.number().int().min(0),
  size: z.string().min(1),
  color: z.string().min(1),
  status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  preOrderDate: z.string().optional(),
}) satisfies z.ZodType<BagItem>;

/**
 * Reads the bag from localStorage ('shoppingBagList'). The browser's copy may be stale, edited
 * by hand or from an older version, so bad entries are dropped instead of breaking the page,
 * quantities are held to their limit, and a product keeps only its first line (lines are
 * addressed by productId). The server re-reads prices and statuses anyway.
 */
export function parseStoredBag(value: unknown): BagItem[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value.flatMap((entry: unknown) => {
    const parsed = bagItemSchema.safeParse(entry);
    if (!parsed.success || seen.has(parsed.data.productId)) return [];
    seen.add(parsed.data.productId);
    const item = parsed.data;
    return [{ ...item, quantity: Math.min(item.quantity, item.maxQuantity) }];
  });
}
