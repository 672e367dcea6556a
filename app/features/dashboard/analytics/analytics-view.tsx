// Analytics (area 'analytics'): sales over 7, 30 or 90 days. Placed orders only; cancelled
// ones are not sales. Days are the boutique's days in New York, as the server groups them.
import { formatCount, formatPrice } from "../../../../domain/money";
import type { CouponPanel, SalesPanel, TopProductsPanel } from "../../../../sdk/dashboard";
import styles from "./analytics.module.css";
import { compactPrice } from "./chart-scale";
import { DailyChart } from "./daily-chart";
import { PeriodSwitch } from "./period-switch";
import { salesSummary } from "./sales-summary";
import { PageViews } from "./page-views";
import { SalesRankings } from "./sales-rankings";
import type { PageViewsPanel } from "../../../../domain/contracts/analytics";
import { AreaPage } from "../area-page";
import { Panel } from "../panel";

interface AnalyticsViewProps {
  days: number;
  sales: SalesPanel;
  top: TopProductsPanel;
  coupons: CouponPanel;
  views: PageViewsPanel;
}

export function AnalyticsView({ days, sales, top, coupons, views }: AnalyticsViewProps) {
  // Revenue as bars, orders as a line: each a panel with its total beside the title.
  const charts = [
    {
      key: "revenue",
      title: "Revenue",
      total: formatPrice(sales.revenueCents),
      kind: "bar",
      points: sales.series.map((d) => ({ day: d.day, value: d.revenueCents })),
      format: formatPrice,
      formatTick: compactPrice,
    },
    {
      key: "orders",
      title: "Orders",
      total: formatCount(sales.orders),
      kind: "line",
      points: sales.series.map((d) => ({ day: d.day, value: d.orders })),
      format: String,
      formatTick: String,
    },
  ] as const;
  const figures = [
    { label: "Revenue", value: formatPrice(sales.revenueCents) },
    { label: "Orders", value: formatCount(sales.orders) },
    { label: "Average order", value: formatPrice(sales.averageOrderCents) },
    { label: "Refunds", value: formatPrice(sales.refundedCents) },
    { label: "Net sales", value: formatPrice(sales.netRevenueCents) },
    {
      label: "Return rate",
      value: `${formatCount(sales.returnRatePercent)} %`,
      note: `${formatCount(sales.unitsReturned)} of ${formatCount(sales.unitsSold)} pieces`,
    },
  ];
  return (
    <AreaPage
      area="analytics"
      lead={<>Sales of the last {days} days, today included. Cancelled orders are left out.</>}
      actions={
        <>
          <PeriodSwitch days={days} />
        </>
      }
    >
      <dl className={styles.figures}>
        {figures.map((f) => (
          <div key={f.label} className={styles.figure}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
            {"note" in f ? <dd className={styles.figureNote}>{f.note}</dd> : null}
          </div>
        ))}
      </dl>
      {charts.map(({ key, title, total, kind, points, format, formatTick }) => (
        <Panel key={key} id={`${key}-heading`} title={`${title} per day`} note={<>{total} in total</>}>
          <DailyChart
            id={`${key}-chart`}
            kind={kind}
            title={`${title} per day, last ${days} days`}
            description={salesSummary(points, format, key)}
            valueLabel={title}
            points={points}
            format={format}
            formatTick={formatTick}
          />
        </Panel>
      ))}
      <SalesRankings top={top} coupons={coupons} />
      <PageViews views={views} days={days} />
    </AreaPage>
  );
}
