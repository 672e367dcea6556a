import { sizeText } from "../../../../domain/status";
import { colorName } from "../../../../domain/colors";
import { formatPrice } from "../../../../domain/money";
import { RETURN_KIND_LABELS, returnReasonLabel } from "../../../../domain/returns";
import type { DashboardReturnDetail } from "../../../../sdk/dashboard";
import { PieceLine } from "../orders/piece-line";
import styles from "../orders/order.module.css";

/** The returned pieces: picture, title, what comes back, why, and for an exchange what goes out. */
export function ReturnLines({ lines }: { lines: DashboardReturnDetail["lines"] }) {
  return (
    <ul className={styles.lines}>
      {lines.map((line) => (
        <PieceLine
          key={line.position}
          line={line}
          title={<span className={styles.lineTitle}>{line.title}</span>}
          price={<span className={styles.strong}>{formatPrice(line.unitPriceCents * line.quantity)}</span>}
        >
          <span className={styles.lineMeta}>
            {RETURN_KIND_LABELS[line.kind]} · {colorName(line.color)} · {sizeText(line.size)} · Qty{" "}
            {line.quantity}
          </span>
          {line.kind === "exchange" && line.exchangeSize && line.exchangeColor ? (
            <span className={styles.lineMeta}>
              For {sizeText(line.exchangeSize)} · {colorName(line.exchangeColor)}
            </span>
          ) : null}
          <span className={styles.lineMeta}>Reason: {returnReasonLabel(line.reason)}</span>
        </PieceLine>
      ))}
    </ul>
  );
}
