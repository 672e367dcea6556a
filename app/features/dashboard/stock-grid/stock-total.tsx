import { LOW_STOCK } from "../../../../domain/stock";
import type { DashboardProduct } from "../../../../sdk/dashboard";
import { Pill } from "../pill";

/** The products list's stock cell: units on hand, and a mark when a variant runs low. */
export function StockTotal({ product }: { product: DashboardProduct }) {
  return (
    <>
      <span>{product.totalStock}</span>{" "}
      {product.lowStock ? (
        <Pill tone="accent">
          Low stock<span className="visually-hidden">: a size and colour with {LOW_STOCK} or fewer</span>
        </Pill>
      ) : null}
    </>
  );
}
