import { Link } from "react-router";
import { colorName } from "../../domain/colors";
import type { ProductCard as Card } from "../../domain/contracts/products";
import { formatPrice } from "../../domain/money";
import { statusLabel } from "../../domain/status";
import { ProductImage } from "./product-image";
import styles from "./product-card.module.css";

/** The grid: 2 columns on phones, 3 from 48rem, 4 from 64rem, capped by --content-max (90rem). */
const GRID_SIZES = "(min-width: 90rem) 330px, (min-width: 64rem) 23vw, (min-width: 48rem) 31vw, 48vw";

export function productHref(url: string): string {
  return url ? `/product/${encodeURIComponent(url)}` : "/";
}

/**
 * The title link stretches over the whole card, so the card is one tab stop and its accessible
 * name is the title alone, not alt text, title, price and status run together. The title comes
 * first in the DOM (read first); CSS puts the picture on top.
 */
export function ProductCard({
  card,
  priority,
  level = 2,
}: {
  card: Card;
  priority: boolean | "high";
  /** The title's heading level: 3 in a region that has a heading of its own. */
  level?: 2 | 3;
}) {
  const status = statusLabel(card.baseStatus);
  const Title = level === 3 ? "h3" : "h2";
  return (
    <div className={styles.card}>
      <Title className={styles.title}>
        <Link to={productHref(card.url)} className={styles.link}>
          {card.title}
        </Link>
      </Title>
      <p className={styles.price}>{formatPrice(card.basePriceCents)}</p>
      {status ? <p className={styles.status}>{status}</p> : null}
      <div className={styles.frame}>
        {card.image ? (
          <ProductImage
            className={styles.image}
            mediaKey={card.image}
            alt={`${card.title} in ${colorName(card.imageColor).toLowerCase()}`}
            sizes={GRID_SIZES}
            priority={priority}
          />
        ) : null}
      </div>
    </div>
  );
}
