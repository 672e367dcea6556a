// The order as its link opens it: status, the truthful timeline, the pieces, the totals and the
// addresses, and Cancel while nothing has shipped.
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { formatDate } from "../../../domain/dates";
import type { Order } from "../../../domain/contracts/orders";
import { customerMayCancel } from "../../../domain/order-events";
import { ApiClientError } from "../../../sdk/client";
import { OrderLines } from "../account/order-lines";
import { OrderStatusBadge } from "../account/order-status-badge";
import { OrderAddresses, OrderTotals } from "../account/order-summary";
import { OrderTimeline } from "../account/order-timeline";
import { checkoutApi } from "../../lib/checkout-api";
import type { Country } from "../../../domain/contracts/countries";
import details from "../account/order-details.module.css";
import { CancelOrderConfirm } from "../orders/cancel-order-confirm";
import { OrderReturns } from "../orders/returns/order-returns";
import { FOUND_BY_LOOKUP } from "./order-status-data";
import styles from "./order-status.module.css";
import { TitledSection } from "../../ui/titled-section";

interface GuestOrderProps {
  order: Order;
  token: string;
  countries: readonly Country[];
}

export function GuestOrder(props: GuestOrderProps) {
  // The server's copy after a cancellation, over what the loader read.
  const [order, setOrder] = useState(props.order);
  const [notice, setNotice] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // Cancel Order goes away with the cancellation, and the news is at the top of the order: focus
  // (and so the view) moves to it, rather than to the page's start with nothing said.
  useEffect(() => {
    if (cancelled) noticeRef.current?.focus();
  }, [cancelled]);
  // Found by the look-up form, which gave way to the order: the keyboard continues from its title.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { state } = useLocation();
  const foundByLookup = (state as Record<string, unknown> | null)?.[FOUND_BY_LOOKUP] === true;
  useEffect(() => {
    if (foundByLookup) titleRef.current?.focus();
  }, [foundByLookup]);

  // Asked first (CancelOrderConfirm); a refusal (it has shipped meanwhile) is said here.
  async function cancel() {
    try {
      setOrder(await checkoutApi.cancelOrder(order.id, props.token));
      setNotice(`Order No. ${order.id} has been cancelled.`);
      setCancelled(true);
    } catch (error) {
      setNotice(
        error instanceof ApiClientError && error.status === 409
          ? error.message
          : "The order could not be cancelled. Please try again.",
      );
      throw error;
    }
  }

  return (
    <article className={styles.order} aria-labelledby="guest-order-title">
      <header className={details.head}>
        <h2 id="guest-order-title" ref={titleRef} className={styles.orderTitle} tabIndex={-1}>
          Order No. {order.id}
        </h2>
        <p className={details.muted}>Placed on {formatDate(order.purchasedAt)}</p>
        <p>
          <OrderStatusBadge order={order} />
        </p>
      </header>
      <p role="status" ref={noticeRef} tabIndex={-1} className={notice ? styles.notice : styles.empty}>
        {notice}
      </p>
      <OrderTimeline order={order} />
      <TitledSection id="guest-order-items" title="Items" level={3} titleClassName={details.sectionTitle}>
        <OrderLines order={order} />
      </TitledSection>
      <TitledSection id="guest-order-summary" title="Summary" level={3} titleClassName={details.sectionTitle}>
        <OrderTotals order={order} />
      </TitledSection>
      <OrderAddresses order={order} countries={props.countries} />
      <OrderReturns order={order} guestToken={props.token} />
      {customerMayCancel(order) ? (
        <div className={styles.actions}>
          <CancelOrderConfirm orderId={order.id} onCancel={cancel} />
          <p className={details.muted}>You may cancel until your pieces ship.</p>
        </div>
      ) : null}
    </article>
  );
}
