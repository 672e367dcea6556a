import type { Country } from "../../../domain/contracts/countries";
import type { Order } from "../../../domain/contracts/orders";
import { AddressCard } from "../addresses/address-card";
import { toStoredAddress } from "../addresses/address-book-store";
import { OrderTotals as OrderTotalsView } from "../../ui/order-totals";
import styles from "./order-details.module.css";

/**
 * The order's figures (docs/behaviour.md §9), in the kit's one summary; an exchange's replacement
 * was not bought, so it says what it replaces instead of a price (decision 76).
 */
export function OrderTotals({ order }: { order: Order }) {
  const replaces = order.replacementFor;
  if (replaces)
    return (
      <p className={styles.plain}>
        The replacement pieces of return {replaces.returnId}, from order {replaces.orderId}. There is nothing
        to pay.
      </p>
    );
  return <OrderTotalsView totals={order} />;
}

export function OrderAddresses({ order, countries }: { order: Order; countries: readonly Country[] }) {
  // An order keeps a copy of the address; which one was the default then says nothing here.
  const asPlaced = (address: unknown) => {
    const stored = toStoredAddress(address);
    if (stored) delete stored.defaultAddress;
    return stored;
  };
  const places = [
    { title: "Shipping To", address: asPlaced(order.shippingTo) },
    { title: "Billing To", address: asPlaced(order.billingTo) },
  ];
  return (
    <div className={styles.addresses}>
      {places.map(({ title, address }) =>
        address ? (
          <section key={title}>
            <h3 className={styles.sectionTitle}>{title}</h3>
            <AddressCard address={address} countries={countries} />
          </section>
        ) : null,
      )}
      <section>
        <h3 className={styles.sectionTitle}>Contact</h3>
        <p className={styles.plain}>{order.email}</p>
        {order.phoneNumber ? <p className={styles.plain}>{order.phoneNumber}</p> : null}
        {order.cardLast4 ? <p className={styles.plain}>Card ending in {order.cardLast4}</p> : null}
      </section>
    </div>
  );
}
