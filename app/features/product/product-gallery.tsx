import { useState, type UIEvent } from "react";
import type { Product } from "../../../domain/contracts/products";
import { colorName } from "../../../domain/colors";
import { ProductImage } from "../../ui/product-image";
import { imagesFor } from "./product-choice";
import { useScroller } from "./use-scroller";
import styles from "./product-gallery.module.css";

const VIEWS = ["front view", "back view"];

/** How wide a picture shows: the full screen on phones, the gallery column on wide screens. */
const SIZES = "(min-width: 64rem) min(58vw, 52rem), 100vw";

function viewName(index: number): string {
  return VIEWS[index] ?? `view ${index + 1}`;
}

/** The chosen colour's pictures: stacked beside the buy box on wide screens, swiped on phones. */
export function ProductGallery({ product, color }: { product: Product; color: string }) {
  const images = imagesFor(product, color);
  const name = colorName(color);
  // On phones the pictures scroll sideways; only then is the strip a tab stop.
  const { ref } = useScroller<HTMLElement>(0, { focusable: true });
  const [current, setCurrent] = useState(0);

  function onScroll(event: UIEvent<HTMLElement>) {
    const el = event.currentTarget;
    setCurrent(el.clientWidth > 0 ? Math.round(el.scrollLeft / el.clientWidth) : 0);
  }

  function show(index: number) {
    const el = ref.current;
    if (!el) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollTo({ left: index * el.clientWidth, behavior: reduce ? "auto" : "smooth" });
  }

  return (
    <div className={styles.gallery}>
      <section
        ref={ref}
        className={styles.strip}
        aria-label={`Pictures of ${product.title}`}
        onScroll={onScroll}
      >
        <ul className={styles.track}>
          {images.map((key, index) => (
            <li key={key} className={styles.slide}>
              <ProductImage
                mediaKey={key}
                alt={`${product.title} in ${name}, ${viewName(index)}`}
                sizes={SIZES}
                priority={index === 0 ? "high" : false}
                className={styles.image}
              />
            </li>
          ))}
        </ul>
      </section>
      {/* Phones only: shows there is more than one picture, and moves between them. */}
      {images.length > 1 ? (
        <div className={styles.dots}>
          {images.map((key, index) => (
            <button
              key={key}
              type="button"
              className={styles.dot}
              aria-label={`Show ${viewName(index)}`}
              aria-current={current === index ? "true" : undefined}
              onClick={() => show(index)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
