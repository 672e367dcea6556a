import { dashboardMeta } from "../../features/dashboard/dashboard-meta";
import { loadUserList } from "../../features/dashboard/users/users.server";
import { UsersView } from "../../features/dashboard/users/users-view";
import type { Route } from "./+types/users";

export const loader = ({ request, context }: Route.LoaderArgs) => loadUserList(request, context);

export const meta: Route.MetaFunction = () => dashboardMeta("Users");

export default function DashboardUsers({ loaderData }: Route.ComponentProps) {
  return <UsersView {...loaderData} />;
}
