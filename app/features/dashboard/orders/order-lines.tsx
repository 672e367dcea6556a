import { sizeText } from "../../../../domain/status";
import { Link } from "react-router";
import { colorName } from "../../../../domain/colors";
import type { Order, OrderLine } from "../../../../domain/contracts/orders";
import { formatPrice } from "../../../../domain/money";
import { isCancelledLine, returnedQuantity } from "../../../../domain/order-books";
import { PieceLine } from "./piece-line";
import { shopHref } from "../product-row";
import styles from "./order.module.css";

/**
 * The pieces as bought: picture, title (to the shop), colour, size, quantity and prices, and what
 * came back or was cancelled before it shipped.
 */
export function OrderLines({ order }: { order: Pick<Order, "lines" | "returned" | "cancelledLines"> }) {
  const { returned } = order;
  return (
    <ul className={styles.lines}>
      {order.lines.map((line: OrderLine, i) => (
        <PieceLine
          key={`${line.productId}-${line.size}-${line.color}-${i}`}
          line={line}
          title={
            <Link to={shopHref(line.url)} className={styles.lineTitle}>
              {line.title}
            </Link>
          }
          price={
            <>
              <span className={styles.strong}>{formatPrice(line.lineTotalCents)}</span>
              {line.quantity > 1 ? (
                <span className={styles.lineMeta}>{formatPrice(line.unitPriceCents)} each</span>
              ) : null}
            </>
          }
        >
          <span className={styles.lineMeta}>
            {colorName(line.color)} · {sizeText(line.size)} · Qty {line.quantity}
          </span>
          {returnedQuantity({ returned }, line.position) > 0 ? (
            <span className={styles.lineMeta}>Returned: {returnedQuantity({ returned }, line.position)}</span>
          ) : null}
          {isCancelledLine(order, line.position) ? (
            <span className={styles.lineMeta}>Cancelled before shipping: not charged</span>
          ) : null}
          <span className={styles.lineMeta}>Product ID {line.productId}</span>
        </PieceLine>
      ))}
    </ul>
  );
}
