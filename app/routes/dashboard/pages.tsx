import { dashboardMeta } from "../../features/dashboard/dashboard-meta";
import { loadPageList } from "../../features/dashboard/pages/pages.server";
import { PagesView } from "../../features/dashboard/pages/pages-view";
import type { Route } from "./+types/pages";

export const loader = ({ request, context }: Route.LoaderArgs) => loadPageList(request, context);

export const meta: Route.MetaFunction = () => dashboardMeta("Pages");

export default function DashboardPages({ loaderData }: Route.ComponentProps) {
  return <PagesView {...loaderData} />;
}
