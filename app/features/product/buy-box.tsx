import type { Product } from "../../../domain/contracts/products";
import type { SizeGuideTable } from "../../../domain/size-guides";
import { formatPrice } from "../../../domain/money";
import { statusLine } from "../../../domain/status";
import { onlyLeftText } from "../../../domain/stock";
import { ColorField } from "./color-field";
import { ProductAction } from "./product-action";
import { ProductFacts } from "./product-facts";
import { linesThatMayShow } from "./product-choice";
import { SizeField } from "./size-field";
import type { ProductChoice } from "./use-product-choice";
import styles from "./buy-box.module.css";

/** Title, price, status, size and colour, the main action, then the description and facts. */
interface BuyBoxProps {
  product: Product;
  /** The product's size guide, its rows the sizes it sells; null: no 'Size Guide' link. */
  guide: SizeGuideTable | null;
  choice: ProductChoice;
}

export function BuyBox({ product, guide, choice }: BuyBoxProps) {
  const line = statusLine(choice.status, choice.preOrderDate);
  const left = product.availability.find((a) => a.size === choice.sizeKey && a.color === choice.color)?.left;
  const only = onlyLeftText(left);
  const keep = linesThatMayShow(product);
  return (
    <div className={styles.box}>
      <div className={styles.head}>
        <h1 className={styles.title}>{product.title}</h1>
        <p className={styles.price}>{formatPrice(product.basePriceCents)}</p>
        {/* Polite live regions: choosing a size can change these lines, and that should be heard. */}
        <div className={styles.lines} data-keep={keep || undefined}>
          <p className={styles.status} aria-live="polite">
            {line}
          </p>
          <p className={styles.left} aria-live="polite">
            {only}
          </p>
        </div>
      </div>
      <div className={styles.choices}>
        <SizeField
          product={product}
          guide={guide}
          sizes={product.sizes}
          value={choice.sizeKey}
          missing={choice.missing.size}
          onChange={choice.chooseSize}
          selectRef={choice.sizeRef}
        />
        <ColorField
          productId={product.id}
          colors={choice.colors}
          value={choice.color}
          missing={choice.missing.color}
          onChange={choice.chooseColor}
          groupRef={choice.colorsRef}
        />
      </div>
      <ProductAction product={product} choice={choice} />
      <p className={styles.description}>{product.description}</p>
      <ProductFacts product={product} />
    </div>
  );
}
