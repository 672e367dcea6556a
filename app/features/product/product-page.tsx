import { useEffect, useRef } from "react";
import type { Product, ProductCard } from "../../../domain/contracts/products";
import type { SizeGuideTable } from "../../../domain/size-guides";
import { BuyBox } from "./buy-box";
import { ProductGallery } from "./product-gallery";
import { RelatedProducts } from "./related-products";
import { useProductChoice } from "./use-product-choice";
import styles from "./product-page.module.css";

/**
 * docs/behaviour.md §2 product page: a tall picture column beside a calm, sticky buy box, then
 * 'You May Also Like' across the page.
 */
export function ProductPage({
  product,
  guide,
  related,
}: {
  product: Product;
  guide: SizeGuideTable | null;
  related: readonly ProductCard[];
}) {
  const choice = useProductChoice(product);
  const aside = useRef<HTMLDivElement>(null);
  // The buy box is often taller than a laptop's screen: its height lets the CSS keep it in view by
  // its foot rather than its head, so the details and materials are reached by scrolling.
  useEffect(() => {
    const box = aside.current;
    if (!box || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() =>
      box.style.setProperty("--aside-height", `${box.offsetHeight}px`),
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      <div className={styles.page}>
        <ProductGallery product={product} color={choice.viewColor} />
        <div ref={aside} className={styles.aside}>
          <BuyBox product={product} guide={guide} choice={choice} />
        </div>
      </div>
      <RelatedProducts cards={related} />
    </>
  );
}
