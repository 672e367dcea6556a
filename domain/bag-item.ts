import type { BagItem, NewBagItem } from "./bag";
import { COMING_SOON, OUT_OF_STOCK, PRE_ORDER, statusForSize } from "./status";
import { quantityLimit, type VariantAvailability } from "./stock";
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
  /** What is left of each size and colour, when known (the shop's product carries it). */
  availability?: readonly Pick<VariantAvailability, "size" | "color" | "left">[];
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
  const left = product.availability?.find((a) => a.size === sizeKey && a.color === color)?.left ?? null;
  const item: NewBagItem = {
    productId: product.productId,
    title: product.title,
    url: product.url,
    // The bag never offers more than is left: the smaller of the product's limit and its stock.
    maxQuantity: quantityLimit(product.maxQuantity, left),
    image: product.images[color]?.[0] ?? "",
    basePriceCents: product.basePriceCents,
    size: size.key,
    color,
    status,
    ...(left !== null && left > 0 ? { left } : {}),
  };
  return status === PRE_ORDER && size.preOrderDate ? { ...item, preOrderDate: size.preOrderDate } : item;
}

const isText = (v: unknown): v is string => typeof v === "string";
const isWhole = (v: unknown, min: number): v is number => Number.isSafeInteger(v) && (v as number) >= min;

/**
 * One stored line, checked field by field, or null. Written by hand rather than with zod: this
 * runs in every shop page's mini bag, and zod would add tens of kilobytes to each of them.
 */
export function toBagItem(entry: unknown): BagItem | null {
  if (typeof entry !== "object" || entry === null) return null;
  const e = entry as Record<string, unknown>;
  const ok =
    isText(e.productId) &&
    e.productId !== "" &&
    isText(e.title) &&
    isText(e.url) &&
    isWhole(e.maxQuantity, 1) &&
    isText(e.image) &&
    isWhole(e.quantity, 1) &&
    isWhole(e.basePriceCents, 0) &&
    isText(e.size) &&
    e.size !== "" &&
    isText(e.color) &&
    e.color !== "" &&
    (e.status === 0 || e.status === 1 || e.status === 2 || e.status === 3) &&
    (e.preOrderDate === undefined || isText(e.preOrderDate)) &&
    (e.left === undefined || isWhole(e.left, 1));
  if (!ok) return null;
  const item: BagItem = {
    productId: e.productId as string,
    title: e.title as string,
    url: e.url as string,
    maxQuantity: e.maxQuantity as number,
    image: e.image as string,
    quantity: e.quantity as number,
    basePriceCents: e.basePriceCents as number,
    size: e.size as string,
    color: e.color as string,
    status: e.status as BagItem["status"],
  };
  const withLeft = typeof e.left === "number" ? { ...item, left: e.left } : item;
  return isText(e.preOrderDate) ? { ...withLeft, preOrderDate: e.preOrderDate } : withLeft;
}

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
    const item = toBagItem(entry);
    if (!item || seen.has(item.productId)) return [];
    seen.add(item.productId);
    return [{ ...item, quantity: Math.min(item.quantity, item.maxQuantity) }];
  });
}
