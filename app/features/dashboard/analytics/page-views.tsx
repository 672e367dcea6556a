// Page views from the site's own first-party statistics, counted only for visitors who allowed
// statistics cookies — so these are a floor, not a census.
import type { PageViewsPanel } from "../../../../domain/contracts/analytics";
import panel from "../panel.module.css";
import { DailyChart } from "./daily-chart";
import { RankedTable } from "./ranked-table";
import { salesSummary } from "./sales-summary";

export function PageViews({ views, days }: { views: PageViewsPanel; days: number }) {
  const points = views.series.map((d) => ({ day: d.day, value: d.views }));
  return (
    <section className={panel.panel} aria-labelledby="views-heading">
      <div className={panel.head}>
        <h2 id="views-heading" className={panel.title}>
          Page views per day
        </h2>
        <span className={panel.note}>{views.total.toLocaleString("en-US")} with statistics consent</span>
      </div>
      <DailyChart
        id="views-chart"
        kind="line"
        title={`Page views per day, last ${days} days`}
        description={salesSummary(points, String, "page views")}
        valueLabel="Views"
        points={points}
        format={String}
        formatTick={String}
      />
      <RankedTable
        caption="Most visited pages"
        headers={["Page", "Views"]}
        rows={views.topPaths.map((p) => ({
          key: p.path,
          label: p.path,
          measure: p.views,
          cells: [p.views.toLocaleString("en-US")],
        }))}
        empty="No consented page views in this period yet."
      />
    </section>
  );
}
