// An order's returns as the customer sees them (docs/behaviour.md §4 Returns): number, status,
// dates, what comes back and how it is settled.
import { sizeText } from "../../../../domain/status";
import { colorName } from "../../../../domain/colors";
import type { ReturnView } from "../../../../domain/contracts/returns";
import { formatDate } from "../../../../domain/dates";
import { formatPrice } from "../../../../domain/money";
import {
  exchangeLabel,
  RETURN_ADDRESS,
  RETURN_STATUS_LABELS,
  returnReasonLabel,
} from "../../../../domain/returns";
import styles from "./returns.module.css";

export function ReturnList({ returns }: { returns: readonly ReturnView[] }) {
  return (
    <ul className={styles.list}>
      {returns.map((ret) => (
        <li key={ret.id} className={styles.entry}>
          <p className={styles.number}>Return No. {ret.id}</p>
          <p className={styles.status}>{RETURN_STATUS_LABELS[ret.status]}</p>
          <p className={styles.muted}>Requested on {formatDate(ret.requestedAt)}</p>
          {ret.status === "requested" ? (
            <>
              <p>Your parcel must reach us by {formatDate(ret.deadlineAt)}.</p>
              <p className={styles.muted}>Send it to: {RETURN_ADDRESS.join(", ")}</p>
            </>
          ) : null}
          <ul className={styles.pieces}>
            {ret.lines.map((l) => (
              <li key={l.position}>
                {l.title} · {sizeText(l.size)} · {colorName(l.color)} · Quantity {l.quantity} —{" "}
                {l.kind === "exchange"
                  ? exchangeLabel(l.exchangeSize ?? "", l.exchangeColor ?? "")
                  : "Refund"}{" "}
                · Reason: {returnReasonLabel(l.reason)}
              </li>
            ))}
          </ul>
          {ret.refundedCents > 0 ? <p>Refunded: {formatPrice(ret.refundedCents)}</p> : null}
          {/* Its own order: in the account's list, and reached by a guest from the exchange e-mails. */}
          {ret.replacementOrderId ? <p>Replacement: Order No. {ret.replacementOrderId}</p> : null}
          {ret.rejectReason ? <p>Rejected: {ret.rejectReason}</p> : null}
        </li>
      ))}
    </ul>
  );
}
