import type { Order } from "../../../domain/contracts/orders";
import { OrderLines } from "./order-lines";
import { OrderTotals } from "./order-summary";
import { OrderTimeline } from "./order-timeline";
import styles from "./order-details.module.css";

/** What an order holds, as 'Order Details' and 'Purchase Successful' show it: timeline, items, figures. */
export function OrderContents({ order }: { order: Order }) {
  return (
    <>
      <OrderTimeline order={order} />
      <section>
        <h3 className={styles.sectionTitle}>Items</h3>
        <OrderLines order={order} />
      </section>
      <section>
        <h3 className={styles.sectionTitle}>Summary</h3>
        <OrderTotals order={order} />
      </section>
    </>
  );
}
