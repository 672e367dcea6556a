import { Link } from "react-router";
import { formatPrice } from "../../../domain/money";
import type { DashboardProduct } from "../../../sdk/dashboard";
import { PieceThumb } from "./piece-thumb";
import type { ProductActions } from "./frame-data";
import table from "./data-table.module.css";
import styles from "./products-table.module.css";
import { StatusBadge } from "./status-badge";
import { StockTotal } from "./stock-grid/stock-total";
import { PhoneLine } from "./table-columns";

/** The product's page in the shop; a product without a slug falls back to home, as cards do. */
export function shopHref(url: string): string {
  return url ? `/product/${encodeURIComponent(url)}` : "/";
}

interface ProductRowProps {
  product: DashboardProduct;
  actions: ProductActions;
  onRemove: (product: DashboardProduct) => void;
}

/** One product: picture, title and sizes, price, status badge and the actions the role allows. */
export function ProductRow({ product, actions, onRemove }: ProductRowProps) {
  const sizes = product.sizes.map((s) => s.key).join(", ");
  return (
    <tr>
      <td>
        <div className={styles.productCell}>
          <PieceThumb
            className={styles.thumb}
            piece={{ ...product, color: product.imageColor }}
            sizes="3.5rem"
          />
          <div className={styles.productText}>
            <span className={styles.productTitle}>{product.title}</span>
            {sizes ? <span className={styles.meta}>Sizes: {sizes}</span> : null}
            <PhoneLine>
              <StatusBadge product={product} />
              <span className={styles.price}>{formatPrice(product.basePriceCents)}</span>
              <StockTotal product={product} named />
            </PhoneLine>
          </div>
        </div>
      </td>
      <td className={`${styles.price} ${table.wide}`}>{formatPrice(product.basePriceCents)}</td>
      <td className={table.wide}>
        <StatusBadge product={product} />
      </td>
      <td className={table.wide}>
        <StockTotal product={product} />
      </td>
      <td className={`${styles.actions} ${table.end}`}>
        <Link to={shopHref(product.url)} className={styles.action}>
          VIEW<span className="visually-hidden"> {product.title} in the shop</span>
        </Link>
        {actions.edit ? (
          <Link to={`/dashboard/products/${encodeURIComponent(product.id)}/edit`} className={styles.action}>
            EDIT<span className="visually-hidden"> {product.title}</span>
          </Link>
        ) : null}
        {actions.remove ? (
          <button type="button" className={styles.action} onClick={() => onRemove(product)}>
            REMOVE<span className="visually-hidden"> {product.title}</span>
          </button>
        ) : null}
      </td>
    </tr>
  );
}
