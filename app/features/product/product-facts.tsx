import type { Product } from "../../../domain/contracts/products";
import styles from "./buy-box.module.css";

/** The details list, materials and product id (docs/behaviour.md §2), quiet below the description. */
export function ProductFacts({ product }: { product: Pick<Product, "id" | "details" | "materials"> }) {
  return (
    <div className={styles.facts}>
      <section aria-labelledby="product-details" className={styles.factGroup}>
        <h2 id="product-details" className={styles.factHeading}>
          Details
        </h2>
        <ul className={styles.details}>
          {product.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="product-materials" className={styles.factGroup}>
        <h2 id="product-materials" className={styles.factHeading}>
          Materials
        </h2>
        <p>{product.materials}</p>
      </section>
      <p className={styles.productId}>
        Product ID: <span translate="no">{product.id}</span>
      </p>
    </div>
  );
}
