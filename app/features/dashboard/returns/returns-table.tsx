import { Link } from "react-router";
import { formatDate } from "../../../../domain/dates";
import { formatPrice } from "../../../../domain/money";
import { RETURN_KIND_LABELS } from "../../../../domain/returns";
import type { DashboardReturnRow } from "../../../../sdk/dashboard";
import styles from "../data-table.module.css";
import { formatTime } from "../format";
import { ListFooter, shownCount } from "../list-footer";
import { orderHref } from "../orders/orders-table";
import type { CursorPages } from "../use-cursor-pages";
import ui from "../ui.module.css";
import { returnHref } from "./return-filters-model";
import { ReturnStatusPill } from "./return-status-pill";

export function ReturnsTable({
  pages,
  filtered,
}: {
  pages: CursorPages<DashboardReturnRow>;
  filtered: boolean;
}) {
  const { items, hasMore, loading, failed, loadMore } = pages;
  if (items.length === 0) {
    return (
      <p className={`${ui.card} ${styles.empty}`}>
        {filtered ? "No return matches these filters." : "No return has been requested yet."}
      </p>
    );
  }
  return (
    <div className={styles.list}>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className="visually-hidden">Returns, newest first</caption>
          <thead>
            <tr>
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
            </tr>
          </thead>
          <tbody>
            {items.map((r) => (
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
                  <Link to={orderHref(r.orderId)} className={styles.link}>
                    <span className="visually-hidden">Order No. </span>
                    {r.orderId}
                  </Link>
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
            ))}
          </tbody>
        </table>
      </div>
      <ListFooter
        count={shownCount(items.length, "return")}
        hasMore={hasMore}
        loading={loading}
        failed={failed}
        onMore={() => void loadMore()}
      />
    </div>
  );
}
