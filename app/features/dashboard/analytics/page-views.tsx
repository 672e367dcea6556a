// Page views from the site's own first-party statistics, counted only for visitors who allowed
// statistics cookies — so these are a floor, not a census.
import type { PageViewsPanel } from "../../../../domain/contracts/analytics";
import { DailyChart } from "./daily-chart";
import { RankedTable } from "./ranked-table";
import { salesSummary } from "./sales-summary";
import { Panel } from "../panel";
import { formatCount } from "../../../../domain/money";

export function PageViews({ views, days }: { views: PageViewsPanel; days: number }) {
  const points = views.series.map((d) => ({ day: d.day, value: d.views }));
  return (
    <Panel
      id="views-heading"
      title="Page views per day"
      note={<>{formatCount(views.total)} with statistics consent</>}
    >
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
          cells: [formatCount(p.views)],
        }))}
        empty="No consented page views in this period yet."
      />
    </Panel>
  );
}
