import { dashboardMeta } from "../../features/dashboard/dashboard-meta";
import { loadSizeGuides } from "../../features/dashboard/size-guides/size-guides.server";
import { SizeGuidesView } from "../../features/dashboard/size-guides/size-guides-view";
import type { Route } from "./+types/size-guides";

export const loader = ({ request, context }: Route.LoaderArgs) => loadSizeGuides(request, context);

export const meta: Route.MetaFunction = () => dashboardMeta("Size Guides");

export default function DashboardSizeGuides({ loaderData }: Route.ComponentProps) {
  return <SizeGuidesView detail={loaderData} />;
}
