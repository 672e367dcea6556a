import { dashboardMeta } from "../../features/dashboard/dashboard-meta";
import { loadAnalytics } from "../../features/dashboard/analytics/analytics.server";
import { AnalyticsView } from "../../features/dashboard/analytics/analytics-view";
import type { Route } from "./+types/analytics";

export const loader = ({ request, context }: Route.LoaderArgs) => loadAnalytics(request, context);

export const meta: Route.MetaFunction = () => dashboardMeta("Analytics");

export default function DashboardAnalytics({ loaderData }: Route.ComponentProps) {
  return <AnalyticsView {...loaderData} />;
}
