import type { Product } from "../../../domain/contracts/products";
import type { SizeGuideTable } from "../../../domain/size-guides";
import { BuyBox } from "./buy-box";
import { ProductGallery } from "./product-gallery";
import { useProductChoice } from "./use-product-choice";
import styles from "./product-page.module.css";

/** docs/behaviour.md §2 product page: a tall picture column beside a calm, sticky buy box. */
export function ProductPage({ product, guide }: { product: Product; guide: SizeGuideTable | null }) {
  const choice = useProductChoice(product);
  return (
    <div className={styles.page}>
      <ProductGallery product={product} color={choice.viewColor} />
      <div className={styles.aside}>
        <BuyBox product={product} guide={guide} choice={choice} />
      </div>
    </div>
  );
}
