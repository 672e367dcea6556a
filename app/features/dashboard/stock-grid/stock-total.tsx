import type { DashboardProduct } from "../../../../sdk/dashboard";
import { Pill } from "../pill";

/**
 * The products list's stock cell: units on hand, and a mark when a variant runs low. `named`: the
 * figure says what it counts (on a phone, where no Stock column head stands above it).
 */
export function StockTotal({ product, named = false }: { product: DashboardProduct; named?: boolean }) {
  return (
    <>
      <span>{named ? `${product.totalStock} in stock` : product.totalStock}</span>{" "}
      {product.lowStock ? (
        // What it means is said once, above the list.
        <Pill tone="accent">Low stock</Pill>
      ) : null}
    </>
  );
}
