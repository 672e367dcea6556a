import { dashboardMeta } from "../../features/dashboard/dashboard-meta";
import { loadDesign } from "../../features/dashboard/design/design.server";
import { DesignView } from "../../features/dashboard/design/design-view";
import type { Route } from "./+types/design";

export const loader = ({ request, context }: Route.LoaderArgs) => loadDesign(request, context);

export const meta: Route.MetaFunction = () => dashboardMeta("Design");

export default function DashboardDesign({ loaderData }: Route.ComponentProps) {
  return <DesignView detail={loaderData} />;
}
