import type { DashboardProduct } from "../../../sdk/dashboard";
import type { ProductActions } from "./frame-data";
import table from "./data-table.module.css";
import { PagedTable } from "./paged-table";
import { ProductRow } from "./product-row";
import styles from "./products-table.module.css";
import type { CursorPages } from "../../lib/use-cursor-pages";

interface ProductsTableProps {
  pages: CursorPages<DashboardProduct>;
  actions: ProductActions;
  onRemove: (product: DashboardProduct) => void;
  lowOnly?: boolean;
}

export function ProductsTable({ pages, actions, onRemove, lowOnly = false }: ProductsTableProps) {
  const hasActions = actions.edit || actions.remove;
  return (
    <PagedTable
      pages={pages}
      caption="Products, newest first"
      empty={lowOnly ? "No product is running low." : "There are no products yet."}
      noun="product"
      failure="Could not load more products. Please try again."
      foldsOnPhone
      head={
        <>
          <th scope="col">Product</th>
          <th scope="col" className={table.wide}>
            Price
          </th>
          <th scope="col" className={table.wide}>
            Status
          </th>
          <th scope="col" className={table.wide}>
            Stock
          </th>
          <th scope="col" className={`${styles.actionsHead} ${table.end}`}>
            {hasActions ? "Actions" : <span className="visually-hidden">Links</span>}
          </th>
        </>
      }
      row={(product) => (
        <ProductRow key={product.id} product={product} actions={actions} onRemove={onRemove} />
      )}
    />
  );
}
