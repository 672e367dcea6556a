import { Link } from "react-router";
import type { BagItem } from "../../../../domain/bag";
import { formatDate } from "../../../../domain/dates";
import { formatPrice, linePrice } from "../../../../domain/money";
import { PRE_ORDER, statusLabel } from "../../../../domain/status";
import { onlyLeftText } from "../../../../domain/stock";
import { LineFact, LineFacts } from "../../../ui/line-facts";
import { ProductImage } from "../../../ui/product-image";
import { BagEditPanel } from "./bag-edit-panel";
import { BagQuantity } from "./bag-quantity";
import { BagRemovePanel } from "./bag-remove-panel";
import styles from "./bag-line.module.css";

interface BagLineProps {
  line: BagItem;
  /** Why this line cannot be ordered as it is, if it cannot. */
  problem?: string | undefined;
  onRemoved: (line: BagItem) => void;
}

/** A status worth showing: 'Pre Order Date' for pre-orders, the card label otherwise (none in stock). */
function StatusNote({ line }: { line: BagItem }) {
  if (line.status === PRE_ORDER && line.preOrderDate) {
    return <p className={styles.preOrder}>Pre Order Date: {formatDate(line.preOrderDate)}</p>;
  }
  const label = statusLabel(line.status);
  return label ? <p className={styles.status}>{label}</p> : null;
}

export function BagLine({ line, problem, onRemoved }: BagLineProps) {
  const href = line.url ? `/product/${line.url}` : "/";
  const problemId = `problem-${line.productId}`;
  return (
    <li className={styles.line} data-problem={problem ? true : undefined}>
      {/* The title link names the piece; the picture is a second, mouse-only way to it. */}
      <Link to={href} className={styles.thumb} tabIndex={-1} aria-hidden="true">
        {line.image ? (
          <ProductImage
            mediaKey={line.image}
            alt=""
            sizes="(min-width: 48rem) 9rem, 6.5rem"
            className={styles.image}
          />
        ) : null}
      </Link>
      <div className={styles.body}>
        <div className={styles.head}>
          <h3 className={styles.title}>
            <Link to={href} className={styles.titleLink} aria-describedby={problem ? problemId : undefined}>
              {line.title}
            </Link>
          </h3>
          <p className={styles.price}>{formatPrice(linePrice(line.basePriceCents, line.quantity))}</p>
        </div>
        <LineFacts color={line.color} size={line.size} className={styles.facts}>
          {line.quantity > 1 ? (
            <LineFact term="Price">{formatPrice(line.basePriceCents)} each</LineFact>
          ) : null}
        </LineFacts>
        <StatusNote line={line} />
        {onlyLeftText(line.left) ? <p className={styles.left}>{onlyLeftText(line.left)}</p> : null}
        {problem ? (
          <p id={problemId} className={styles.problem}>
            {problem}
          </p>
        ) : null}
        <div className={styles.controls}>
          <BagQuantity line={line} />
          <div className={styles.actions}>
            <BagEditPanel line={line} />
            <BagRemovePanel line={line} onRemoved={onRemoved} />
          </div>
        </div>
      </div>
    </li>
  );
}
