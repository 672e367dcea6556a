import type { DashboardOrderDetail } from "../../../../sdk/dashboard";
import { OrderTotals as OrderTotalsView } from "../../../ui/order-totals";
import styles from "./order.module.css";

/** The order's figures (docs/behaviour.md §9), in the kit's one summary, set at the right. */
export function OrderTotals({ order }: { order: DashboardOrderDetail }) {
  return <OrderTotalsView totals={order} className={styles.totals} />;
}
