import { colorName } from "../../../../domain/colors";
import { formatPrice } from "../../../../domain/money";
import { RETURN_KIND_LABELS, returnReasonLabel } from "../../../../domain/returns";
import type { DashboardReturnDetail } from "../../../../sdk/dashboard";
import { PieceThumb } from "../piece-thumb";
import styles from "../orders/order.module.css";

/** The returned pieces: picture, title, what comes back, why, and for an exchange what goes out. */
export function ReturnLines({ lines }: { lines: DashboardReturnDetail["lines"] }) {
  return (
    <ul className={styles.lines}>
      {lines.map((line) => {
        const colour = colorName(line.color);
        return (
          <li key={line.position} className={styles.line}>
            <PieceThumb
              className={styles.thumb}
              image={line.image}
              title={line.title}
              color={line.color}
              sizes="4.5rem"
            />
            <div className={styles.lineText}>
              <span className={styles.lineTitle}>{line.title}</span>
              <span className={styles.lineMeta}>
                {RETURN_KIND_LABELS[line.kind]} · {colour} · Size {line.size} · Qty {line.quantity}
              </span>
              {line.kind === "exchange" && line.exchangeSize && line.exchangeColor ? (
                <span className={styles.lineMeta}>
                  For {colorName(line.exchangeColor)} · Size {line.exchangeSize}
                </span>
              ) : null}
              <span className={styles.lineMeta}>Reason: {returnReasonLabel(line.reason)}</span>
            </div>
            <div className={styles.linePrice}>
              <span className={styles.strong}>{formatPrice(line.unitPriceCents * line.quantity)}</span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
