import { dashboardMeta } from "../../features/dashboard/dashboard-meta";
import { loadReturn } from "../../features/dashboard/returns/returns.server";
import { ReturnView } from "../../features/dashboard/returns/return-view";
import type { Route } from "./+types/return";

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadReturn(request, context, params.id);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  dashboardMeta(loaderData ? `Return ${loaderData.ret.id}` : "Page Not Found");

export default function DashboardReturn({ loaderData }: Route.ComponentProps) {
  return <ReturnView {...loaderData} />;
}
