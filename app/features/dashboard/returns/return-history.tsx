import { colorName } from "../../../../domain/colors";
import { RETURN_STATUS_LABELS } from "../../../../domain/returns";
import type { DashboardReturnDetail } from "../../../../sdk/dashboard";
import { formatDateTime } from "../format";
import styles from "../orders/order.module.css";

const who = (actor: string | null) =>
  !actor ? "" : actor.startsWith("staff:") ? ` by ${actor.slice("staff:".length)}` : ` by the ${actor}`;

/** Every step of the return, oldest first, with who took it. */
export function ReturnHistory({ events }: { events: DashboardReturnDetail["events"] }) {
  return (
    <ol className={styles.parcels}>
      {events.map((e) => (
        <li key={e.id} className={styles.parcel}>
          <p className={styles.stepLabel}>
            {RETURN_STATUS_LABELS[e.type]}
            {e.insteadOf ? " instead of exchanging" : ""}
          </p>
          <p className={styles.muted}>
            {formatDateTime(e.at)}
            {who(e.actor)}
          </p>
          {e.note ? <p className={styles.muted}>Reason: {e.note}</p> : null}
          {e.insteadOf ? (
            <p className={styles.muted}>
              Asked for: {e.insteadOf.map((v) => `Size ${v.size} · ${colorName(v.color)}`).join("; ")}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
