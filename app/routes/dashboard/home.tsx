import { requireStaff } from "../../features/dashboard/access.server";
import { dashboardMeta } from "../../features/dashboard/dashboard-meta";
import { HomeView } from "../../features/dashboard/home-view";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return null;
}

export const meta: Route.MetaFunction = () => dashboardMeta();

export default function DashboardHome() {
  return <HomeView />;
}
