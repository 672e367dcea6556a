import { dashboardMeta } from "../../features/dashboard/dashboard-meta";
import { loadRoles } from "../../features/dashboard/roles/roles.server";
import { RolesView } from "../../features/dashboard/roles/roles-view";
import type { Route } from "./+types/roles";

export const loader = ({ request, context }: Route.LoaderArgs) => loadRoles(request, context);

export const meta: Route.MetaFunction = () => dashboardMeta("Roles");

export default function DashboardRoles({ loaderData }: Route.ComponentProps) {
  return <RolesView {...loaderData} />;
}
