// Rules of the daily sales roll-ups the analytics panels read (docs/data-model.md): which day an
// order counts on, how its lines fold into one row per product, and which counter row it lands in.
import { shopDay } from "./dates";

/** Counter rows per day: concurrent orders of one day spread their row locks over this many. */
export const ROLLUP_SHARDS = 16;

/**
 * The day an order counts on: the boutique's calendar day of its purchase (New York), the day its
 * receipt and the customer's order page show, and the day the panels' periods are made of.
 */
export function saleDay(purchasedAt: Date): string {
  if (Number.isNaN(purchasedAt.getTime())) throw new RangeError("Invalid purchase date");
  return shopDay(purchasedAt);
}

/** A counter row for one transaction; any shard is right, the panels add all of them up. */
export function pickShard(random: () => number = Math.random): number {
  return Math.min(ROLLUP_SHARDS - 1, Math.floor(random() * ROLLUP_SHARDS));
}

export interface SaleLine {
  productId: string;
  title: string;
  quantity: number;
  lineTotalCents: number;
}

export interface ProductSale {
  productId: string;
  /** The greatest title among the lines, as the panel's max(title) would show. */
  title: string;
  units: number;
  revenueCents: number;
}

/**
 * One entry per product (an order may hold a product twice, in two sizes), sorted by product id
 * so every transaction locks the roll-up rows in the same order and two never deadlock.
 * `sign` is 1 for a placed order and -1 for a cancellation.
 */
export function productSales(lines: readonly SaleLine[], sign: 1 | -1 = 1): ProductSale[] {
  const byProduct = new Map<string, ProductSale>();
  for (const l of lines) {
    const seen = byProduct.get(l.productId);
    if (seen) {
      seen.units += sign * l.quantity;
      seen.revenueCents += sign * l.lineTotalCents;
      if (l.title > seen.title) seen.title = l.title;
    } else {
      byProduct.set(l.productId, {
        productId: l.productId,
        title: l.title,
        units: sign * l.quantity,
        revenueCents: sign * l.lineTotalCents,
      });
    }
  }
  return [...byProduct.values()].sort((a, b) =>
    a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0,
  );
}
