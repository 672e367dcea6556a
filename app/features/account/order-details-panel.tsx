import type { ReactNode } from "react";
import type { Country } from "../../../domain/contracts/countries";
import type { Order } from "../../../domain/contracts/orders";
import { formatDate } from "../../../domain/dates";
import { SidePanel } from "../../ui/side-panel";
import { accountApi } from "../auth/api";
import { CancelOrderConfirm } from "../orders/cancel-order-confirm";
import { OrderReturns } from "../returns/order-returns";
import { OrderLines } from "./order-lines";
import { orderStatus } from "./order-status";
import { OrderAddresses, OrderTotals } from "./order-summary";
import { OrderTimeline } from "./order-timeline";
import styles from "./order-details.module.css";

interface OrderDetailsPanelProps {
  order: Order;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the panel (focus returns to it on close). */
  trigger: ReactNode;
  countries: readonly Country[];
  /** The order as the server marked it; the panel is closed by the caller. */
  onCancelled: (order: Order) => void;
}

export function OrderDetailsPanel({ open, onOpenChange, trigger, ...rest }: OrderDetailsPanelProps) {
  return (
    <SidePanel open={open} onOpenChange={onOpenChange} trigger={trigger} title="Order Details">
      <OrderDetails {...rest} />
    </SidePanel>
  );
}

type DetailsProps = Omit<OrderDetailsPanelProps, "open" | "onOpenChange" | "trigger">;

function OrderDetails({ order, countries, onCancelled }: DetailsProps) {
  // docs/behaviour.md §4: asked first, 'Please wait...' while working; on success the panel closes.
  const cancel = async () => onCancelled(await accountApi.cancelOrder(order.id));

  return (
    <div className={styles.body}>
      <header className={styles.head}>
        <p className={styles.orderId}>Order No. {order.id}</p>
        <p className={styles.muted}>Placed on {formatDate(order.purchasedAt)}</p>
        <p className={styles.statusLine}>{orderStatus(order)}</p>
      </header>
      <OrderTimeline order={order} />
      <section>
        <h3 className={styles.sectionTitle}>Items</h3>
        <OrderLines order={order} />
      </section>
      <section>
        <h3 className={styles.sectionTitle}>Summary</h3>
        <OrderTotals order={order} />
      </section>
      <OrderAddresses order={order} countries={countries} />
      <OrderReturns order={order} />
      {order.status === "placed" ? <CancelOrderConfirm orderId={order.id} onCancel={cancel} /> : null}
    </div>
  );
}
