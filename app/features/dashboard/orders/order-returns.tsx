// The order's returns on its dashboard page (docs/behaviour.md §4 Returns), and for a replacement
// order the return it replaces (decision 76). Links for roles with the 'returns' action.
import { Link } from "react-router";
import { formatPrice } from "../../../../domain/money";
import type { DashboardOrderDetail } from "../../../../sdk/dashboard";
import { useCan } from "../frame-data";
import { returnHref } from "../returns/return-filters-model";
import { ReturnStatusPill } from "../returns/return-status-pill";
import styles from "./order.module.css";
import { Panel } from "../panel";

export function OrderReturnsPanel({ order }: { order: DashboardOrderDetail }) {
  const canReturns = useCan("orders", "returns");
  if (order.returns.length === 0 && !order.replacementFor) return null;
  const name = (id: string) => (canReturns ? <Link to={returnHref(id)}>Return {id}</Link> : `Return ${id}`);
  return (
    <Panel id="order-returns" title="Returns">
      {order.replacementFor ? (
        <p className={styles.muted}>
          This order is the replacement shipment of {name(order.replacementFor)}.
        </p>
      ) : null}
      <ul className={styles.parcels}>
        {order.returns.map((r) => (
          <li key={r.id} className={styles.parcel}>
            <p className={styles.stepLabel}>{name(r.id)}</p>
            <p className={styles.summary}>
              <ReturnStatusPill status={r.status} />
              {r.refundedCents > 0 ? <span>Refunded {formatPrice(r.refundedCents)}</span> : null}
            </p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
