import { Link } from "react-router";
import { formatPrice } from "../../../../domain/money";
import type { DashboardOrderRow } from "../../../../sdk/dashboard";
import styles from "../data-table.module.css";
import { PagedTable, type FilteredListProps } from "../paged-table";
import { DateAndTime, type Column } from "../table-columns";
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

const COLUMNS: Column<DashboardOrderRow>[] = [
  { label: "Order", cell: (order) => <OrderLink id={order.id} /> },
  { label: "Purchased", className: styles.num, cell: (order) => <DateAndTime at={order.purchasedAt} /> },
  {
    label: "Customer",
    cell: (order) => (
      <>
        {order.email}
        <span className={styles.meta}>{order.userId ? "Account" : "Guest"}</span>
      </>
    ),
  },
  { label: "Items", end: true, className: styles.num, cell: (order) => order.itemCount },
  {
    label: "Total",
    end: true,
    className: `${styles.num} ${styles.strong}`,
    // A replacement sold nothing: it says whose pieces it replaces instead of a figure.
    cell: (order) =>
      order.replacementFor ? (
        <>
          Replacement
          <span className={styles.meta}>Return {order.replacementFor}</span>
        </>
      ) : (
        formatPrice(order.totalCents)
      ),
  },
  { label: "Status", cell: (order) => <OrderStatusPill status={order.status} /> },
];

export function OrdersTable({ pages, filtered }: FilteredListProps<DashboardOrderRow>) {
  const empty = filtered ? "No order matches these filters." : "No order has been placed yet.";
  return (
    <PagedTable
      pages={pages}
      columns={COLUMNS}
      rowKey={(order) => order.id}
      caption="Orders, newest first"
      empty={empty}
      noun="order"
    />
  );
}
