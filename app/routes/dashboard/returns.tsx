import { dashboardMeta } from "../../features/dashboard/dashboard-meta";
import { loadReturnList } from "../../features/dashboard/returns/returns.server";
import { ReturnsView } from "../../features/dashboard/returns/returns-view";
import type { Route } from "./+types/returns";

export const loader = ({ request, context }: Route.LoaderArgs) => loadReturnList(request, context);

export const meta: Route.MetaFunction = () => dashboardMeta("Returns");

export default function DashboardReturns({ loaderData }: Route.ComponentProps) {
  return <ReturnsView {...loaderData} />;
}
