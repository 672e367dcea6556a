// Who the order belongs to (the account, linked to its user page, or a guest), how to reach
// them, and the two addresses as placed.
import { Link } from "react-router";
import type { DashboardOrderDetail } from "../../../../sdk/dashboard";
import { useCan } from "../frame-data";
import panel from "../panel.module.css";
import { AddressLines } from "../users/address-lines";
import { Panel } from "../panel";

interface OrderPeopleProps {
  order: DashboardOrderDetail;
  countries: Record<string, string>;
}

export function OrderAccount({ order }: { order: DashboardOrderDetail }) {
  const canSeeUsers = useCan("users", "view");
  const { account } = order;
  return (
    <Panel id="order-account" title="Account">
      {account ? (
        <p className={panel.text}>
          {canSeeUsers ? (
            <Link to={`/dashboard/users/${encodeURIComponent(account.id)}`}>{account.name}</Link>
          ) : (
            account.name
          )}
          <br />
          {account.email}
        </p>
      ) : (
        <p className={panel.text}>A guest order: no account is attached.</p>
      )}
    </Panel>
  );
}

export function OrderContact({ order, countries }: OrderPeopleProps) {
  return (
    <Panel id="order-contact" title="Contact and addresses">
      <dl className={panel.facts}>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${order.email}`}>{order.email}</a>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{order.phoneNumber || "—"}</dd>
        </div>
        <div>
          <dt>Shipping to</dt>
          <dd>
            <AddressLines address={order.shippingTo} countries={countries} />
          </dd>
        </div>
        <div>
          <dt>Billing to</dt>
          <dd>
            <AddressLines address={order.billingTo} countries={countries} />
          </dd>
        </div>
        {order.cardLast4 ? (
          <div>
            <dt>Payment</dt>
            <dd>Card ending in {order.cardLast4}</dd>
          </div>
        ) : null}
      </dl>
    </Panel>
  );
}
