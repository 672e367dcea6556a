import { Link } from "react-router";
import type { BagItem } from "../../../domain/bag";
import { linePrice, formatPrice } from "../../../domain/money";
import { PRE_ORDER, statusLine } from "../../../domain/status";
import { LineFact, LineFacts } from "../../ui/line-facts";
import { ProductImage } from "../../ui/product-image";
import styles from "./mini-bag.module.css";

/** One line of the mini bag: picture, title (to its page), colour, size, quantity and price. */
export function MiniBagLine({ line, onLeave }: { line: BagItem; onLeave: () => void }) {
  const preOrder = line.status === PRE_ORDER ? statusLine(PRE_ORDER, line.preOrderDate) : null;
  return (
    <li className={styles.line}>
      <div className={styles.thumb}>
        {/* The title beside it names the piece; repeating it as alt text would read it twice. */}
        {line.image ? (
          <ProductImage mediaKey={line.image} alt="" sizes="5.5rem" className={styles.image} />
        ) : null}
      </div>
      <div className={styles.lineText}>
        <Link to={`/product/${line.url}`} className={styles.lineTitle} onClick={onLeave}>
          {line.title}
        </Link>
        <LineFacts color={line.color} size={line.size} className={styles.facts}>
          <LineFact term="Quantity">{line.quantity}</LineFact>
        </LineFacts>
        {preOrder ? <p className={styles.preOrder}>{preOrder}</p> : null}
      </div>
      <p className={styles.linePrice}>{formatPrice(linePrice(line.basePriceCents, line.quantity))}</p>
    </li>
  );
}
