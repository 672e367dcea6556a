import { Link } from "react-router";
import type { BagItem } from "../../../domain/bag";
import { colorName } from "../../../domain/colors";
import { formatDate } from "../../../domain/dates";
import { formatPrice, linePrice } from "../../../domain/money";
import { PRE_ORDER, statusLabel, sizeText } from "../../../domain/status";
import { ProductImage } from "../../ui/product-image";
import styles from "./checkout-summary.module.css";

interface CheckoutLinesProps {
  lines: readonly BagItem[];
  /** Why a line cannot be ordered, by productId (from the bag's check or the server). */
  marks: Readonly<Record<string, string>>;
}

/** The bag as the order will contain it; changes are made on the bag page. */
export function CheckoutLines({ lines, marks }: CheckoutLinesProps) {
  return (
    <ul className={styles.lines}>
      {lines.map((line) => {
        const mark = marks[line.productId];
        const status =
          line.status === PRE_ORDER && line.preOrderDate
            ? `Pre Order Date: ${formatDate(line.preOrderDate)}`
            : statusLabel(line.status);
        return (
          <li key={line.productId} className={styles.line} data-marked={mark ? true : undefined}>
            <div className={styles.thumb}>
              {line.image ? (
                <ProductImage mediaKey={line.image} alt="" sizes="4.5rem" className={styles.image} />
              ) : null}
            </div>
            <div className={styles.text}>
              <Link to={line.url ? `/product/${line.url}` : "/"} className={styles.title}>
                {line.title}
              </Link>
              <p>
                {colorName(line.color)} · {sizeText(line.size)} · Qty {line.quantity}
              </p>
              {status ? <p className={styles.status}>{status}</p> : null}
              {mark ? (
                <p className={styles.mark} role="alert">
                  {mark} <Link to="/bag">Change it in your bag</Link>
                </p>
              ) : null}
            </div>
            <p className={styles.price}>{formatPrice(linePrice(line.basePriceCents, line.quantity))}</p>
          </li>
        );
      })}
    </ul>
  );
}
