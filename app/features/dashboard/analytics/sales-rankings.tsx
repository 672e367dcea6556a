import { formatCount, formatPrice } from "../../../../domain/money";
import type { CouponPanel, TopProductsPanel } from "../../../../sdk/dashboard";
import { Panel } from "../panel";
import styles from "./analytics.module.css";
import { RankedTable, type RankedRow } from "./ranked-table";

const units = (n: number) => `${formatCount(n)} ${n === 1 ? "unit" : "units"}`;

const NO_SALES = "No sales in this period.";

/** A ranking's panel: its title names the table too. */
function ranking(id: string, title: string, headers: string[], empty: string, rows: RankedRow[]) {
  return { id, title, table: <RankedTable caption={title} headers={headers} empty={empty} rows={rows} /> };
}

/** Top products by revenue and by units, and what each coupon was used for. */
export function SalesRankings({ top, coupons }: { top: TopProductsPanel; coupons: CouponPanel }) {
  const product = (p: TopProductsPanel["byRevenue"][number], measure: number, cells: string[]) => ({
    key: p.productId,
    label: p.title,
    measure,
    cells,
  });
  const panels = [
    ranking(
      "top-revenue",
      "Top products by revenue",
      ["Product", "Revenue", "Units"],
      NO_SALES,
      top.byRevenue.map((p) => product(p, p.revenueCents, [formatPrice(p.revenueCents), String(p.units)])),
    ),
    ranking(
      "top-units",
      "Top products by units",
      ["Product", "Units", "Revenue"],
      NO_SALES,
      top.byUnits.map((p) => product(p, p.units, [units(p.units), formatPrice(p.revenueCents)])),
    ),
    ranking(
      "coupon-usage",
      "Coupon usage",
      ["Code", "Orders", "Discount"],
      "No coupon was used in this period.",
      coupons.map((c) => ({
        key: c.code,
        label: c.code,
        measure: c.orders,
        cells: [String(c.orders), formatPrice(c.discountCents)],
      })),
    ),
  ];
  return (
    <div className={styles.rankings}>
      {panels.map((p) => (
        <Panel key={p.id} id={p.id} title={p.title}>
          {p.table}
        </Panel>
      ))}
    </div>
  );
}
