// One order for staff: the pieces, the totals with the coupon line, fulfilment (parcels, shipping
// and delivery for roles with 'fulfil'), the timeline and history, the account, contact and
// addresses.
import { useState } from "react";
import { Link } from "react-router";
import { formatPrice } from "../../../../domain/money";
import { SummaryLine } from "../summary-line";
import type { DashboardOrderDetail } from "../../../../sdk/dashboard";
import { countOf, formatDateTime } from "../format";
import { useCan } from "../frame-data";
import { useNoticeMessage } from "../notice";
import panel from "../panel.module.css";
import ui from "../ui.module.css";
import { mayCancelLines } from "../../../../domain/order-events";
import { dashboardApi } from "../api";
import { CancelLinesForm } from "./cancel-lines-form";
import { CancelOrder } from "./cancel-order";
import { OrderLines } from "./order-lines";
import { OrderReturnsPanel } from "./order-returns";
import { OrderAccount, OrderContact } from "./order-people";
import { OrderStatusPill } from "./order-status-pill";
import { OrderTimeline } from "./order-timeline";
import { OrderTotals } from "./order-totals";
import { ShipForm } from "./ship-form";
import { Shipments } from "./shipments";
import styles from "./order.module.css";
import { PageHeader } from "../page-header";
import { Panel } from "../panel";

const CHANGED = {
  shipped: (next: DashboardOrderDetail) =>
    `Parcel ${next.shipments.length} of order No. ${next.id} is marked shipped; the customer has been e-mailed.`,
  delivered: () => "The parcel is marked delivered; the customer has been e-mailed.",
  linesCancelled: () => "The lines are cancelled and not charged; the customer has been e-mailed.",
};

interface OrderViewProps {
  order: DashboardOrderDetail;
  countries: Record<string, string>;
}

export function OrderView(props: OrderViewProps) {
  const canCancel = useCan("orders", "cancel");
  const canFulfil = useCan("orders", "fulfil");
  // The server's copy after a cancellation or a fulfilment step, over what the loader read.
  const [changed, setChanged] = useState<DashboardOrderDetail | null>(null);
  const { succeeded, failed, notice } = useNoticeMessage();
  const order = changed?.id === props.order.id ? changed : props.order;
  // A refused step (another tab shipped or cancelled a line meanwhile) shows why, and the page
  // reads the order again so its forms offer only what may still happen.
  const failedStep = (message: string) => {
    failed(message);
    dashboardApi
      .order(order.id)
      .then(setChanged)
      .catch(() => undefined);
  };
  const changedBy = (what: keyof typeof CHANGED) => (next: DashboardOrderDetail) => {
    setChanged(next);
    succeeded(CHANGED[what](next));
  };
  return (
    <div className={ui.page}>
      <PageHeader
        eyebrow={<Link to="/dashboard/orders">Orders</Link>}
        title={<>Order No. {order.id}</>}
        titleClassName={styles.orderTitle}
        summary={
          <SummaryLine
            lead={<OrderStatusPill status={order.status} />}
            facts={[
              formatDateTime(order.purchasedAt),
              countOf(order.itemCount, "item"),
              order.replacementFor ? "Replacement: nothing to pay" : formatPrice(order.totalCents),
            ]}
          />
        }
        actions={
          canCancel && order.status === "placed" && !order.replacementFor ? (
            <CancelOrder
              order={order}
              onCancelled={(next) => {
                setChanged(next);
                succeeded(`Order No. ${next.id} has been cancelled.`);
              }}
              onFailed={failed}
            />
          ) : null
        }
      />
      {notice}
      <div className={panel.split}>
        <div className={panel.stack}>
          <Panel id="order-items" title="Items" note={countOf(order.lines.length, "line")}>
            <OrderLines order={order} />
            <OrderTotals order={order} />
          </Panel>
          <OrderContact order={order} countries={props.countries} />
        </div>
        <div className={panel.stack}>
          <Panel id="order-fulfilment" title="Fulfilment">
            <Shipments
              order={order}
              canFulfil={canFulfil}
              onChanged={changedBy("delivered")}
              onFailed={failedStep}
            />
            {canFulfil && (order.status === "placed" || order.status === "partially_shipped") ? (
              <ShipForm
                key={order.shipments.length}
                order={order}
                onShipped={changedBy("shipped")}
                onFailed={failedStep}
              />
            ) : null}
            {canCancel && mayCancelLines(order) ? (
              <CancelLinesForm
                key={`cancel-${order.shipments.length}-${order.cancelledLines?.positions.length ?? 0}`}
                order={order}
                onCancelled={changedBy("linesCancelled")}
                onFailed={failedStep}
              />
            ) : null}
          </Panel>
          <Panel id="order-progress" title="Timeline">
            <OrderTimeline order={order} />
          </Panel>
          <OrderReturnsPanel order={order} />
          <OrderAccount order={order} />
        </div>
      </div>
    </div>
  );
}
