import type { DashboardProduct } from "../../../sdk/dashboard";
import type { ProductActions } from "./frame-data";
import { ProductRow } from "./product-row";
import styles from "./products-table.module.css";
import type { useDashboardPages } from "./use-dashboard-pages";
import ui from "./ui.module.css";

interface ProductsTableProps {
  pages: ReturnType<typeof useDashboardPages>;
  actions: ProductActions;
  onRemove: (product: DashboardProduct) => void;
  lowOnly?: boolean;
}

export function ProductsTable({ pages, actions, onRemove, lowOnly = false }: ProductsTableProps) {
  const { items, hasMore, loading, failed, loadMore } = pages;
  if (items.length === 0 && !hasMore) {
    return (
      <p className={`${ui.card} ${styles.empty}`}>
        {lowOnly ? "No product is running low." : "There are no products yet."}
      </p>
    );
  }
  const hasActions = actions.edit || actions.remove;
  return (
    <div className={styles.wrap}>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className="visually-hidden">Products, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Price</th>
              <th scope="col">Status</th>
              <th scope="col">Stock</th>
              <th scope="col" className={styles.actionsHead}>
                {hasActions ? "Actions" : <span className="visually-hidden">Links</span>}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((product) => (
              <ProductRow key={product.id} product={product} actions={actions} onRemove={onRemove} />
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.footer}>
        {/* Announced politely, so a Show More is heard without moving focus. */}
        <p className={styles.count} role="status">
          {items.length === 1 ? "1 product shown" : `${items.length} products shown`}
        </p>
        {failed ? (
          <p className={styles.error} role="alert">
            Could not load more products. Please try again.
          </p>
        ) : null}
        {hasMore ? (
          <button type="button" className={ui.button} onClick={() => void loadMore()} disabled={loading}>
            {loading ? "Loading..." : "Show More"}
          </button>
        ) : null}
      </div>
    </div>
  );
}
