import { Link } from "react-router";
import { formatDate } from "../../../../domain/dates";
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

/** A replacement sold nothing: it says whose pieces it replaces instead of a figure. */
const totalOf = (order: DashboardOrderRow) =>
  order.replacementFor ? `Replacement of return ${order.replacementFor}` : formatPrice(order.totalCents);

const COLUMNS: Column<DashboardOrderRow>[] = [
  {
    label: "Order",
    cell: (order) => <OrderLink id={order.id} />,
    // On a phone: what the folded columns say, status first.
    phone: (order) => (
      <>
        <OrderStatusPill status={order.status} />
        <span>
          <span className="visually-hidden">Total: </span>
          {totalOf(order)}
        </span>
        <span>{order.itemCount === 1 ? "1 item" : `${order.itemCount} items`}</span>
        <span>Purchased {formatDate(order.purchasedAt)}</span>
      </>
    ),
  },
  {
    label: "Purchased",
    wide: true,
    className: styles.num,
    cell: (order) => <DateAndTime at={order.purchasedAt} />,
  },
  {
    label: "Customer",
    cell: (order) => (
      <>
        {order.email}
        <span className={styles.meta}>{order.userId ? "Account" : "Guest"}</span>
      </>
    ),
  },
  { label: "Items", wide: true, end: true, className: styles.num, cell: (order) => order.itemCount },
  {
    label: "Total",
    wide: true,
    end: true,
    className: `${styles.num} ${styles.strong}`,
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
  { label: "Status", wide: true, cell: (order) => <OrderStatusPill status={order.status} /> },
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
