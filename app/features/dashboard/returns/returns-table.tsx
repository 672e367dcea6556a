import { Link } from "react-router";
import { formatDate } from "../../../../domain/dates";
import { formatPrice } from "../../../../domain/money";
import { RETURN_KIND_LABELS } from "../../../../domain/returns";
import type { DashboardReturnRow } from "../../../../sdk/dashboard";
import styles from "../data-table.module.css";
import { formatTime } from "../format";
import { OrderLink } from "../orders/orders-table";
import { PagedTable } from "../paged-table";
import type { CursorPages } from "../use-cursor-pages";
import { returnHref } from "./return-filters-model";
import { ReturnStatusPill } from "./return-status-pill";

export function ReturnsTable({
  pages,
  filtered,
}: {
  pages: CursorPages<DashboardReturnRow>;
  filtered: boolean;
}) {
  return (
    <PagedTable
      pages={pages}
      caption="Returns, newest first"
      empty={filtered ? "No return matches these filters." : "No return has been requested yet."}
      noun="return"
      head={
        <>
          <th scope="col">Return</th>
          <th scope="col">Requested</th>
          <th scope="col">Order</th>
          <th scope="col">Customer</th>
          <th scope="col">Kind</th>
          <th scope="col" className={styles.end}>
            Items
          </th>
          <th scope="col" className={styles.end}>
            Refunded
          </th>
          <th scope="col">Status</th>
        </>
      }
      row={(r) => (
        <tr key={r.id}>
          <th scope="row">
            <Link to={returnHref(r.id)} className={styles.link}>
              <span className="visually-hidden">Return </span>
              {r.id}
            </Link>
          </th>
          <td className={styles.num}>
            {formatDate(r.requestedAt)}
            <span className={styles.meta}>{formatTime(r.requestedAt)}</span>
          </td>
          <td>
            <OrderLink id={r.orderId} />
          </td>
          <td>{r.email}</td>
          <td>{r.kinds.map((k) => RETURN_KIND_LABELS[k]).join(" + ")}</td>
          <td className={`${styles.num} ${styles.end}`}>{r.units}</td>
          <td className={`${styles.num} ${styles.end}`}>
            {r.refundedCents > 0 ? formatPrice(r.refundedCents) : "—"}
          </td>
          <td>
            <ReturnStatusPill status={r.status} />
          </td>
        </tr>
      )}
    />
  );
}
