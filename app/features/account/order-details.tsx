// The body of the 'Order Details' panel: a chunk of its own, fetched when a 'View Details' button
// is pointed at or focused (order-details-panel.tsx), so the orders list does not carry the
// timeline, returns and cancellation code until an order is opened.
import type { Country } from "../../../domain/contracts/countries";
import type { Order } from "../../../domain/contracts/orders";
import { formatDate } from "../../../domain/dates";
import { customerMayCancel } from "../../../domain/order-events";
import { accountApi } from "../../lib/account-api";
import { CancelOrderConfirm } from "../orders/cancel-order-confirm";
import { OrderReturns } from "../orders/returns/order-returns";
import { OrderContents } from "./order-contents";
import { orderStatus } from "./order-status";
import { OrderAddresses } from "./order-summary";
import styles from "./order-details.module.css";

export interface OrderDetailsProps {
  order: Order;
  countries: readonly Country[];
  /** The order as the server marked it; the panel is closed by the caller. */
  onCancelled: (order: Order) => void;
}

export default function OrderDetails({ order, countries, onCancelled }: OrderDetailsProps) {
  // docs/behaviour.md §4: asked first, 'Please wait...' while working; on success the panel closes.
  const cancel = async () => onCancelled(await accountApi.cancelOrder(order.id));

  return (
    <div className={styles.body}>
      {/* Not <header>: in a dialog, outside <main>, it would be a second banner landmark. */}
      <div className={styles.head}>
        <p className={styles.orderId}>Order No. {order.id}</p>
        <p className={styles.muted}>Placed on {formatDate(order.purchasedAt)}</p>
        <p className={styles.statusLine}>{orderStatus(order)}</p>
      </div>
      <OrderContents order={order} />
      <OrderAddresses order={order} countries={countries} />
      <OrderReturns order={order} />
      {customerMayCancel(order) ? <CancelOrderConfirm orderId={order.id} onCancel={cancel} /> : null}
    </div>
  );
}
