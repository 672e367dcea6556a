import { Link } from "react-router";
import { formatDate } from "../../../../domain/dates";
import { formatPrice } from "../../../../domain/money";
import type { DashboardOrderRow } from "../../../../sdk/dashboard";
import styles from "../data-table.module.css";
import { formatTime } from "../format";
import { ListFooter, shownCount } from "../list-footer";
import type { CursorPages } from "../use-cursor-pages";
import ui from "../ui.module.css";
import { OrderStatusPill } from "./order-status-pill";

export const orderHref = (id: string) => `/dashboard/orders/${encodeURIComponent(id)}`;

export function OrdersTable({
  pages,
  filtered,
}: {
  pages: CursorPages<DashboardOrderRow>;
  filtered: boolean;
}) {
  const { items, hasMore, loading, failed, loadMore } = pages;
  if (items.length === 0) {
    return (
      <p className={`${ui.card} ${styles.empty}`}>
        {filtered ? "No order matches these filters." : "No order has been placed yet."}
      </p>
    );
  }
  return (
    <div className={styles.list}>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className="visually-hidden">Orders, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Purchased</th>
              <th scope="col">Customer</th>
              <th scope="col" className={styles.end}>
                Items
              </th>
              <th scope="col" className={styles.end}>
                Total
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {items.map((order) => (
              <tr key={order.id}>
                <th scope="row">
                  <Link to={orderHref(order.id)} className={styles.link}>
                    <span className="visually-hidden">Order No. </span>
                    {order.id}
                  </Link>
                </th>
                <td className={styles.num}>
                  {formatDate(order.purchasedAt)}
                  <span className={styles.meta}>{formatTime(order.purchasedAt)}</span>
                </td>
                <td>
                  {order.email}
                  <span className={styles.meta}>{order.userId ? "Account" : "Guest"}</span>
                </td>
                <td className={`${styles.num} ${styles.end}`}>{order.itemCount}</td>
                <td className={`${styles.num} ${styles.end} ${styles.strong}`}>
                  {formatPrice(order.totalCents)}
                </td>
                <td>
                  <OrderStatusPill status={order.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ListFooter
        count={shownCount(items.length, "order")}
        hasMore={hasMore}
        loading={loading}
        failed={failed}
        onMore={() => void loadMore()}
      />
    </div>
  );
}
