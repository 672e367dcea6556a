import { formatPrice } from "../../../../domain/money";
import type { CouponPanel, TopProductsPanel } from "../../../../sdk/dashboard";
import panel from "../panel.module.css";
import styles from "./analytics.module.css";
import { RankedTable } from "./ranked-table";

const units = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "unit" : "units"}`;

/** Top products by revenue and by units, and what each coupon was used for. */
export function SalesRankings({ top, coupons }: { top: TopProductsPanel; coupons: CouponPanel }) {
  const panels = [
    {
      id: "top-revenue",
      title: "Top products by revenue",
      table: (
        <RankedTable
          caption="Top products by revenue"
          headers={["Product", "Revenue", "Units"]}
          empty="No sales in this period."
          rows={top.byRevenue.map((p) => ({
            key: p.productId,
            label: p.title,
            measure: p.revenueCents,
            cells: [formatPrice(p.revenueCents), String(p.units)],
          }))}
        />
      ),
    },
    {
      id: "top-units",
      title: "Top products by units",
      table: (
        <RankedTable
          caption="Top products by units"
          headers={["Product", "Units", "Revenue"]}
          empty="No sales in this period."
          rows={top.byUnits.map((p) => ({
            key: p.productId,
            label: p.title,
            measure: p.units,
            cells: [units(p.units), formatPrice(p.revenueCents)],
          }))}
        />
      ),
    },
    {
      id: "coupon-usage",
      title: "Coupon usage",
      table: (
        <RankedTable
          caption="Coupon usage"
          headers={["Code", "Orders", "Discount"]}
          empty="No coupon was used in this period."
          rows={coupons.map((c) => ({
            key: c.code,
            label: c.code,
            measure: c.orders,
            cells: [String(c.orders), formatPrice(c.discountCents)],
          }))}
        />
      ),
    },
  ];
  return (
    <div className={styles.rankings}>
      {panels.map((p) => (
        <section key={p.id} className={panel.panel} aria-labelledby={p.id}>
          <h2 id={p.id} className={panel.title}>
            {p.title}
          </h2>
          {p.table}
        </section>
      ))}
    </div>
  );
}
