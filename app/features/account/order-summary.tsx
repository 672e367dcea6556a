import type { Country } from "../../../domain/contracts/countries";
import type { Order } from "../../../domain/contracts/orders";
import { formatPrice, formatSummaryAmount } from "../../../domain/money";
import { netPaidCents } from "../../../domain/order-books";
import { AddressCard } from "../addresses/address-card";
import { toStoredAddress } from "../addresses/address-book-store";
import styles from "./order-details.module.css";

/** Items, the coupon line (its discount), shipping and tax at $ 0.00, and the total (docs/behaviour.md §9). */
export function OrderTotals({ order }: { order: Order }) {
  const items = `${order.itemCount} ${order.itemCount === 1 ? "item" : "items"}`;
  return (
    <dl className={styles.totals}>
      <div>
        <dt>Items ({items})</dt>
        <dd>{formatPrice(order.subtotalCents)}</dd>
      </div>
      {order.couponCode ? (
        <div>
          <dt>
            Coupon {order.couponCode}
            {order.couponPercentage ? ` (${order.couponPercentage}%)` : ""}
          </dt>
          <dd>{formatPrice(-order.discountCents)}</dd>
        </div>
      ) : null}
      <div>
        <dt>Shipping</dt>
        <dd>{formatSummaryAmount(0)}</dd>
      </div>
      <div>
        <dt>Sales Tax</dt>
        <dd>{formatSummaryAmount(0)}</dd>
      </div>
      <div className={styles.grandTotal}>
        <dt>Total</dt>
        <dd>{formatPrice(order.totalCents)}</dd>
      </div>
      {order.returned?.refundedCents ? (
        <>
          <div>
            <dt>Refunded</dt>
            <dd>{formatPrice(-order.returned.refundedCents)}</dd>
          </div>
          <div>
            <dt>Net Paid</dt>
            <dd>{formatPrice(netPaidCents(order))}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
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
