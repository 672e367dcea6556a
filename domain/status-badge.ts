// The dashboard's status badge: a module of its own, so no shop page carries it.
import { formatDate } from "./dates";
import { COMING_SOON, IN_STOCK, OUT_OF_STOCK } from "./status";
import type { ProductSize, StatusCode } from "./types";

export interface BadgeProduct {
  baseStatus: StatusCode;
  sizes: readonly Pick<ProductSize, "status" | "preOrderDate">[];
}

/**
 * The dashboard's status badge. The sizes decide, because they are what a shopper can buy;
 * baseStatus is only a fallback for a product without sizes:
 * - any size in stock → 'IN STOCK' (the product is sellable);
 * - every size shares one status → that status: 'OUT OF STOCK', 'PRE-ORDER: {earliest date}'
 *   ('PRE-ORDER' when no size has a date), 'SCHEDULED';
 * - anything else (mixed statuses, none in stock) → 'NOT OCCURRENT'.
 */
export function dashboardBadge(product: BadgeProduct): string {
  const { sizes } = product;
  const statuses = new Set<StatusCode>(sizes.length > 0 ? sizes.map((s) => s.status) : [product.baseStatus]);
  if (statuses.has(IN_STOCK)) return "IN STOCK";
  if (statuses.size > 1) return "NOT OCCURRENT";
  if (statuses.has(OUT_OF_STOCK)) return "OUT OF STOCK";
  if (statuses.has(COMING_SOON)) return "SCHEDULED";
  const dates = sizes.flatMap((s) => (s.preOrderDate ? [s.preOrderDate] : [])).sort();
  // ISO dates (YYYY-MM-DD) sort as text, so the first is the earliest.
  const earliest = dates[0];
  return earliest === undefined ? "PRE-ORDER" : `PRE-ORDER: ${formatDate(earliest)}`;
}
