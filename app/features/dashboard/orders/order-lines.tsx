import { Link } from "react-router";
import { colorName } from "../../../../domain/colors";
import type { Order, OrderLine } from "../../../../domain/contracts/orders";
import { formatPrice } from "../../../../domain/money";
import { returnedQuantity } from "../../../../domain/order-books";
import { PieceThumb } from "../piece-thumb";
import { shopHref } from "../product-row";
import styles from "./order.module.css";

/** The pieces as bought: picture, title (to the shop), colour, size, quantity and prices. */
export function OrderLines({ lines, returned }: { lines: OrderLine[]; returned?: Order["returned"] }) {
  return (
    <ul className={styles.lines}>
      {lines.map((line, i) => {
        const colour = colorName(line.color);
        return (
          <li key={`${line.productId}-${line.size}-${line.color}-${i}`} className={styles.line}>
            <PieceThumb
              className={styles.thumb}
              image={line.image}
              title={line.title}
              color={line.color}
              sizes="4.5rem"
            />
            <div className={styles.lineText}>
              <Link to={shopHref(line.url)} className={styles.lineTitle}>
                {line.title}
              </Link>
              <span className={styles.lineMeta}>
                {colour} · Size {line.size} · Qty {line.quantity}
              </span>
              {returnedQuantity({ returned }, line.position) > 0 ? (
                <span className={styles.lineMeta}>
                  Returned: {returnedQuantity({ returned }, line.position)}
                </span>
              ) : null}
              <span className={styles.lineMeta}>Product ID {line.productId}</span>
            </div>
            <div className={styles.linePrice}>
              <span className={styles.strong}>{formatPrice(line.lineTotalCents)}</span>
              {line.quantity > 1 ? (
                <span className={styles.lineMeta}>{formatPrice(line.unitPriceCents)} each</span>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
