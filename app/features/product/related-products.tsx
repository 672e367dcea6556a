import type { ProductCard as Card } from "../../../domain/contracts/products";
import { ProductCard } from "../../ui/product-card";
import { TitledSection } from "../../ui/titled-section";
import styles from "./related-products.module.css";

export const RELATED_TITLE = "You May Also Like";

/**
 * A row of pieces to look at next, under the product (decision 127): chosen on the server, the
 * same for every visitor, so the page stays one cached page. Their pictures load lazily: the row
 * is below the first screen on every width.
 */
export function RelatedProducts({ cards }: { cards: readonly Card[] }) {
  if (cards.length === 0) return null;
  return (
    <TitledSection
      id="related-title"
      title={RELATED_TITLE}
      className={styles.related}
      titleClassName={styles.title}
    >
      <ul className={styles.grid}>
        {cards.map((card) => (
          <li key={card.id} className={styles.item}>
            <ProductCard card={card} priority={false} level={3} />
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
