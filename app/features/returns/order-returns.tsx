// Returns on an order's page (Order Details in the account, the guest order page):
// docs/behaviour.md §4 Returns. Loaded in the browser once the order has a delivered parcel;
// lists the order's returns and opens the request form in place.
import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { Order } from "../../../domain/contracts/orders";
import type { OrderReturns as OrderReturnsData, ReturnView } from "../../../domain/contracts/returns";
import { formatDate } from "../../../domain/dates";
import { RETURN_WINDOW_DAYS } from "../../../domain/returns";
import buttons from "../bag/buttons.module.css";
import { checkoutApi } from "../checkout/api";
import details from "../account/order-details.module.css";
import { ReturnForm } from "./return-form";
import { ReturnList } from "./return-list";
import styles from "./returns.module.css";

export const REQUEST_A_RETURN = "Request a Return";

export function requestedNotice(ret: Pick<ReturnView, "id" | "deadlineAt">): string {
  return `Return No. ${ret.id} has been requested. Your parcel must reach us by ${formatDate(ret.deadlineAt)}.`;
}

/** The day the last window closed, when none is open any more. */
function windowEnded(data: OrderReturnsData): string | null {
  if (data.lines.some((l) => l.open)) return null;
  const ends = data.lines.flatMap((l) => (l.windowEndsAt ? [l.windowEndsAt] : [])).sort();
  const last = ends.at(-1);
  return last
    ? `The ${RETURN_WINDOW_DAYS}-day return period for this order ended on ${formatDate(last)}.`
    : null;
}

export function OrderReturns({ order, guestToken }: { order: Order; guestToken?: string | undefined }) {
  const titleId = useId();
  const [data, setData] = useState<OrderReturnsData | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const delivered = order.shipments.some((s) => s.deliveredAt);

  const load = useCallback(async () => {
    setData(await checkoutApi.orderReturns(order.id, guestToken));
  }, [order.id, guestToken]);

  useEffect(() => {
    if (!delivered) return;
    let live = true;
    checkoutApi
      .orderReturns(order.id, guestToken)
      .then((found) => {
        if (live) setData(found);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [delivered, order.id, guestToken]);

  if (!delivered || !data) return null;
  const ended = windowEnded(data);

  async function requested(ret: ReturnView) {
    setFormOpen(false);
    setNotice(requestedNotice(ret));
    await load().catch(() => undefined);
    noticeRef.current?.focus();
  }

  function cancel() {
    setFormOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  }

  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h3 id={titleId} className={details.sectionTitle}>
        Returns
      </h3>
      <p ref={noticeRef} role="status" tabIndex={-1} className={styles.notice}>
        {notice}
      </p>
      {data.returns.length ? <ReturnList returns={data.returns} /> : null}
      {ended && data.returns.length === 0 ? <p className={details.muted}>{ended}</p> : null}
      {data.canRequest && !formOpen ? (
        <div>
          <button ref={opener} type="button" className={buttons.secondary} onClick={() => setFormOpen(true)}>
            {REQUEST_A_RETURN}
          </button>
        </div>
      ) : null}
      {formOpen ? (
        <ReturnForm
          order={order}
          lines={data.lines}
          guestToken={guestToken}
          onRequested={requested}
          onCancel={cancel}
        />
      ) : null}
    </section>
  );
}
