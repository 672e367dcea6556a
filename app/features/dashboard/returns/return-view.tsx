// One return for staff: its pieces, the refund (due or paid), the steps the role may take now,
// the exchange's replacement order and the history.
import { useState } from "react";
import { Link } from "react-router";
import { formatDate } from "../../../../domain/dates";
import { formatPrice } from "../../../../domain/money";
import type { DashboardReturnDetail } from "../../../../sdk/dashboard";
import { RETURNS_HREF } from "../areas";
import { countOf, formatDateTime } from "../format";
import { useNoticeMessage } from "../notice";
import { orderHref } from "../orders/orders-table";
import { OrderStatusPill } from "../orders/order-status-pill";
import styles from "../orders/order.module.css";
import panel from "../panel.module.css";
import ui from "../ui.module.css";
import { ReturnHistory } from "./return-history";
import { ReturnLines } from "./return-lines";
import { SummaryLine } from "../summary-line";
import { ReturnStatusPill } from "./return-status-pill";
import { ReturnSteps } from "./return-steps";
import own from "./returns.module.css";
import { PageHeader } from "../page-header";
import { Panel } from "../panel";

const DONE = {
  receive: "The return is marked received; its pieces are back in stock and the customer has been e-mailed.",
  refund: "The refund is approved; the customer has been e-mailed.",
  replacement: "The replacement shipment is created; ship it from its order page.",
  "refund-instead": "The exchange is refunded instead; the customer has been e-mailed.",
  reject: "The return is rejected; the customer has been e-mailed the reason.",
} as const;

export function ReturnView(props: { ret: DashboardReturnDetail }) {
  const [changed, setChanged] = useState<DashboardReturnDetail | null>(null);
  const { succeeded, failed, notice } = useNoticeMessage();
  const ret = changed?.id === props.ret.id ? changed : props.ret;
  const units = ret.lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <div className={ui.page}>
      <PageHeader
        eyebrow={<Link to={RETURNS_HREF}>Returns</Link>}
        title={<>Return {ret.id}</>}
        titleClassName={styles.orderTitle}
        summary={
          <SummaryLine
            lead={<ReturnStatusPill status={ret.status} />}
            facts={[
              formatDateTime(ret.requestedAt),
              countOf(units, "item"),
              <Link key="order" to={orderHref(ret.orderId)}>
                Order No. {ret.orderId}
              </Link>,
            ]}
          />
        }
      />
      {notice}
      <div className={panel.split}>
        <div className={panel.stack}>
          <Panel id="return-items" title="Items" note={countOf(ret.lines.length, "line")}>
            <ReturnLines lines={ret.lines} />
          </Panel>
          <Panel id="return-facts" title="Details">
            <dl className={panel.facts}>
              <div>
                <dt>Customer</dt>
                <dd>{ret.email}</dd>
              </div>
              <div>
                <dt>Parcel due by</dt>
                <dd>{formatDate(ret.deadlineAt)}</dd>
              </div>
              <div>
                <dt>Refunded</dt>
                <dd className={own.amount}>{ret.refundedAt ? formatPrice(ret.refundedCents) : "—"}</dd>
              </div>
              {ret.refundDueCents !== null ? (
                <div>
                  <dt>Refund due</dt>
                  <dd>{formatPrice(ret.refundDueCents)}</dd>
                </div>
              ) : null}
              {ret.rejectReason ? (
                <div>
                  <dt>Rejected because</dt>
                  <dd>{ret.rejectReason}</dd>
                </div>
              ) : null}
            </dl>
          </Panel>
        </div>
        <div className={panel.stack}>
          <Panel id="return-steps" title="Next step">
            <ReturnSteps
              ret={ret}
              onDone={(next, step) => {
                setChanged(next);
                succeeded(DONE[step]);
              }}
              onFailed={failed}
            />
          </Panel>
          {ret.replacement ? (
            <Panel id="return-replacement" title="Replacement shipment">
              <p className={styles.summary}>
                <Link to={orderHref(ret.replacement.orderId)}>Order No. {ret.replacement.orderId}</Link>
                <OrderStatusPill status={ret.replacement.status} />
              </p>
            </Panel>
          ) : null}
          <Panel id="return-history" title="History">
            <ReturnHistory events={ret.events} />
          </Panel>
        </div>
      </div>
    </div>
  );
}
