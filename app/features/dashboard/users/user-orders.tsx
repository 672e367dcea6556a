import type { Order } from "../../../../domain/contracts/orders";
import { formatDate } from "../../../../domain/dates";
import { formatPrice } from "../../../../domain/money";
import styles from "../data-table.module.css";
import { OrderStatusPill } from "../orders/order-status-pill";
import { OrderLink } from "../orders/orders-table";
import panel from "../panel.module.css";
import { Panel } from "../panel";

/** The user's orders, newest first, each linking to its page in Orders (when the role opens it). */
export function UserOrders({ orders, linked }: { orders: Order[]; linked: boolean }) {
  return (
    <Panel
      id="user-orders"
      title="Orders"
      note={<>{orders.length === 1 ? "1 order" : `${orders.length} orders`}</>}
    >
      {orders.length === 0 ? (
        <p className={panel.text}>No order yet.</p>
      ) : (
        <table className={styles.plain}>
          <caption className="visually-hidden">Orders of this user, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Purchased</th>
              <th scope="col" className={styles.end}>
                Items
              </th>
              <th scope="col" className={styles.end}>
                Total
              </th>
              <th scope="col" className={styles.end}>
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.id}>
                <th scope="row">{linked ? <OrderLink id={order.id} /> : order.id}</th>
                <td className={styles.num}>{formatDate(order.purchasedAt)}</td>
                <td className={`${styles.num} ${styles.end}`}>{order.itemCount}</td>
                <td className={`${styles.num} ${styles.end}`}>{formatPrice(order.totalCents)}</td>
                <td className={styles.end}>
                  <OrderStatusPill status={order.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
