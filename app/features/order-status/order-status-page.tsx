// /order-status: a guest's way back to an order — the signed link from the e-mails, or the order
// number and the e-mail used at checkout.
import { Link } from "react-router";
import { useClientService } from "../../lib/client-service";
import { GuestOrder } from "./guest-order";
import { LookupForm } from "./lookup-form";
import { BAD_LINK, type OrderStatusData } from "./order-status-data";
import page from "../../ui/shop-page.module.css";
import styles from "./order-status.module.css";
import { MASTHEAD_INSET, PageHeader } from "../../ui/page-header";

export function OrderStatusPage({ data }: { data: OrderStatusData }) {
  const service = useClientService();
  return (
    <div className={styles.page}>
      <PageHeader eyebrow="Client Services" title="Order Status" classes={MASTHEAD_INSET}>
        <p className={page.lead}>
          {data.order ? (
            "Where your order stands, with the dates as they happen."
          ) : (
            <>
              Enter your order number and the <span className={styles.word}>e-mail</span> address you used at
              checkout.
            </>
          )}
        </p>
      </PageHeader>
      {data.order && data.token ? (
        <>
          <GuestOrder order={data.order} token={data.token} countries={data.countries} />
          <p className={styles.aside}>
            <Link to="/order-status">Look up another order</Link>
          </p>
        </>
      ) : (
        <div className={styles.lookup}>
          <LookupForm initialMessage={data.badLink ? BAD_LINK : null} />
          <p className={styles.aside}>
            Have an account? <Link to="/account?q=orders">See your orders</Link>. Questions? Call{" "}
            <a href={service.phoneHref}>{service.phone}</a>.
          </p>
        </div>
      )}
    </div>
  );
}
