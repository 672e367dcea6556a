import { formatDate } from "./dates";
import type { ProductSize, StatusCode } from "./types";

export const OUT_OF_STOCK = 0;
export const IN_STOCK = 1;
export const PRE_ORDER = 2;
/** 'Notify me' on the shop, 'Coming soon' on cards, 'SCHEDULED' in the dashboard. */
export const COMING_SOON = 3;

export const STATUS_CODES = [
  OUT_OF_STOCK,
  IN_STOCK,
  PRE_ORDER,
  COMING_SOON,
] as const satisfies readonly StatusCode[];

export function isStatusCode(value: unknown): value is StatusCode {
  return value === 0 || value === 1 || value === 2 || value === 3;
}

/** Card label; null for in stock because the card hides it. */
export function statusLabel(code: StatusCode): string | null {
  switch (code) {
    case OUT_OF_STOCK:
      return "Out of stock";
    case IN_STOCK:
      return null;
    case PRE_ORDER:
      return "Pre-order now";
    case COMING_SOON:
      return "Coming soon";
  }
}

/**
 * The product page's status line. A pre-order without a known date falls back to the card
 * label rather than printing 'Available on: ' with nothing after it.
 */
export function statusLine(code: StatusCode, preOrderDate?: string): string | null {
  switch (code) {
    case OUT_OF_STOCK:
      return "Out Of Stock";
    case IN_STOCK:
      return null;
    case PRE_ORDER:
      return preOrderDate ? `Available on: ${formatDate(preOrderDate)}` : "Pre-order now";
    case COMING_SOON:
      return "Coming Soon";
  }
}

/** Appended to a size's name in the size selector. */
export function sizeLabelSuffix(code: StatusCode): string {
  switch (code) {
    case OUT_OF_STOCK:
      return "(Out of stock)";
    case IN_STOCK:
      return "";
    case PRE_ORDER:
      return "(Pre-order)";
    case COMING_SOON:
      return "(Notify me)";
  }
}

/** Choosing a size with a pre-order date makes the line a pre-order (docs/behaviour.md §4, Bag). */
export function statusForSize(size: Pick<ProductSize, "status" | "preOrderDate">): StatusCode {
  return size.preOrderDate ? PRE_ORDER : size.status;
}

/**
 * Status shown while no size is chosen: the shared status when every size has the same one,
 * otherwise available (1). A product with no sizes is also treated as available: there is
 * nothing to disagree.
 */
export function deriveStatus(sizes: readonly Pick<ProductSize, "status">[]): StatusCode {
  const first = sizes[0];
  if (first === undefined) return IN_STOCK;
  return sizes.every((s) => s.status === first.status) ? first.status : IN_STOCK;
}

/** A size in running text: 'Size 38', 'Size M', but 'One Size' rather than 'Size One Size'. */
export function sizeText(size: string): string {
  return /^one size$/i.test(size.trim()) ? size.trim() : `Size ${size}`;
}
