import { Link } from "react-router";
import { formatDate } from "../../../../domain/dates";
import { formatPrice } from "../../../../domain/money";
import type { DashboardOrderRow } from "../../../../sdk/dashboard";
import styles from "../data-table.module.css";
import { formatTime } from "../format";
import { PagedTable } from "../paged-table";
import type { CursorPages } from "../use-cursor-pages";
import { OrderStatusPill } from "./order-status-pill";

export const orderHref = (id: string) => `/dashboard/orders/${encodeURIComponent(id)}`;

/** An order number linking to the order's page, read as 'Order No. …'. */
export function OrderLink({ id }: { id: string }) {
  return (
    <Link to={orderHref(id)} className={styles.link}>
      <span className="visually-hidden">Order No. </span>
      {id}
    </Link>
  );
}

export function OrdersTable({
  pages,
  filtered,
}: {
  pages: CursorPages<DashboardOrderRow>;
  filtered: boolean;
}) {
  return (
    <PagedTable
      pages={pages}
      caption="Orders, newest first"
      empty={filtered ? "No order matches these filters." : "No order has been placed yet."}
      noun="order"
      head={
        <>
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
        </>
      }
      row={(order) => (
        <tr key={order.id}>
          <th scope="row">
            <OrderLink id={order.id} />
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
          <td className={`${styles.num} ${styles.end} ${styles.strong}`}>{formatPrice(order.totalCents)}</td>
          <td>
            <OrderStatusPill status={order.status} />
          </td>
        </tr>
      )}
    />
  );
}
