import { Link } from "react-router";
import type { Order } from "../../../../domain/contracts/orders";
import { formatDate } from "../../../../domain/dates";
import { formatPrice } from "../../../../domain/money";
import styles from "../data-table.module.css";
import { OrderStatusPill } from "../orders/order-status-pill";
import { OrderLink } from "../orders/orders-table";
import panel from "../panel.module.css";
import { Panel } from "../panel";
import { columnsRow, headCells, type Column } from "../table-columns";
import { formatCount } from "../../../../domain/money";

const columns = (linked: boolean): Column<Order>[] => [
  { label: "Order", cell: (order) => (linked ? <OrderLink id={order.id} /> : order.id) },
  { label: "Purchased", className: styles.num, cell: (order) => formatDate(order.purchasedAt) },
  { label: "Items", end: true, className: styles.num, cell: (order) => order.itemCount },
  { label: "Total", end: true, className: styles.num, cell: (order) => formatPrice(order.totalCents) },
  { label: "Status", end: true, cell: (order) => <OrderStatusPill status={order.status} /> },
];

interface UserOrdersProps {
  /** The newest of them. */
  orders: Order[];
  /** How many the user has in all. */
  total: number;
  email: string;
  /** The role opens Orders: each order links to its page there. */
  linked: boolean;
}

/** The user's newest orders, each linking to its page in Orders (when the role opens it). */
export function UserOrders({ orders, total, email, linked }: UserOrdersProps) {
  const cols = columns(linked);
  const more = total > orders.length;
  return (
    <Panel
      id="user-orders"
      title="Orders"
      note={<>{total === 1 ? "1 order" : `${formatCount(total)} orders`}</>}
    >
      {orders.length === 0 ? (
        <p className={panel.text}>No order yet.</p>
      ) : (
        <>
          <div className={styles.plainScroller}>
            <table className={styles.plain}>
              <caption className="visually-hidden">Orders of this user, newest first</caption>
              <thead>
                <tr>{headCells(cols)}</tr>
              </thead>
              <tbody>{orders.map((order) => columnsRow(cols, order, order.id))}</tbody>
            </table>
          </div>
          {more ? (
            <p className={`${panel.text} ${panel.after}`}>
              The latest {orders.length} shown.{" "}
              {linked ? (
                <Link to={`/dashboard/orders?${new URLSearchParams({ q: email })}`}>
                  Orders placed with {email}
                </Link>
              ) : null}
            </p>
          ) : null}
        </>
      )}
    </Panel>
  );
}
