import { useState } from "react";
import { Link } from "react-router";
import type { Country } from "../../../domain/contracts/countries";
import type { Order } from "../../../domain/contracts/orders";
import { CONTINUE_SHOPPING, EMPTY_ORDERS } from "../../../domain/messages";
import buttons from "../../ui/buttons.module.css";
import { OrderRow } from "./order-row";
import styles from "./orders.module.css";

interface OrdersViewProps {
  orders: readonly Order[];
  countries: readonly Country[];
}

/** The orders tab: newest first, as the loader read them, with each one's details in a panel. */
export function OrdersView({ orders, countries }: OrdersViewProps) {
  // Orders cancelled here, as the server returned them, over what the loader read.
  const [changed, setChanged] = useState<Record<string, Order>>({});
  const shown = orders.map((order) => changed[order.id] ?? order);

  if (shown.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{EMPTY_ORDERS}</p>
        <Link to="/" className={buttons.primary}>
          {CONTINUE_SHOPPING}
        </Link>
      </div>
    );
  }

  return (
    <ol className={styles.list} aria-label="Orders">
      {shown.map((order) => (
        <li key={order.id}>
          <OrderRow
            order={order}
            countries={countries}
            onCancelled={(cancelled) => setChanged((current) => ({ ...current, [cancelled.id]: cancelled }))}
          />
        </li>
      ))}
    </ol>
  );
}
