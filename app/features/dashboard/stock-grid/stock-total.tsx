import type { DashboardProduct } from "../../../../sdk/dashboard";
import { Pill } from "../pill";

/** The products list's stock cell: units on hand, and a mark when a variant runs low. */
export function StockTotal({ product }: { product: DashboardProduct }) {
  return (
    <>
      <span>{product.totalStock}</span>{" "}
      {product.lowStock ? (
        // What it means is said once, above the list.
        <Pill tone="accent">Low stock</Pill>
      ) : null}
    </>
  );
}
