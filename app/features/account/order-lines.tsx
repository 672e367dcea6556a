import { Link } from "react-router";
import { colorName } from "../../../domain/colors";
import type { Order } from "../../../domain/contracts/orders";
import { formatDate } from "../../../domain/dates";
import { formatPrice } from "../../../domain/money";
import { isCancelledLine, returnedQuantity } from "../../../domain/order-books";
import { ProductImage } from "../../ui/product-image";
import { SidePanelClose } from "../../ui/side-panel";
import styles from "./order-details.module.css";

export function OrderLines({ order }: { order: Order }) {
  return (
    <ul className={styles.lines}>
      {order.lines.map((line, i) => (
        <li key={`${line.productId}-${line.size}-${line.color}-${i}`} className={styles.line}>
          <ProductImage mediaKey={line.image} alt="" sizes="5rem" className={styles.lineImage} />
          <div className={styles.lineText}>
            <SidePanelClose asChild>
              <Link to={line.url ? `/product/${line.url}` : "/"} className={styles.lineTitle}>
                {line.title}
              </Link>
            </SidePanelClose>
            <p>Colour: {colorName(line.color)}</p>
            <p>Size: {line.size}</p>
            <p>Quantity: {line.quantity}</p>
            {returnedQuantity(order, line.position) > 0 ? (
              <p>Returned: {returnedQuantity(order, line.position)}</p>
            ) : null}
            {isCancelledLine(order, line.position) ? (
              <p>Cancelled: this piece will not ship and is not charged</p>
            ) : line.preOrderDate ? (
              <p>Pre Order Date: {formatDate(line.preOrderDate)}</p>
            ) : null}
          </div>
          <p className={styles.linePrice}>{formatPrice(line.lineTotalCents)}</p>
        </li>
      ))}
    </ul>
  );
}
