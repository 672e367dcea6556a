import { dashboardMeta } from "../../features/dashboard/dashboard-meta";
import { loadUser } from "../../features/dashboard/users/users.server";
import { UserView } from "../../features/dashboard/users/user-view";
import type { Route } from "./+types/user";

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadUser(request, context, params.id);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  dashboardMeta(loaderData ? loaderData.detail.profile.fullName || "User" : "Page Not Found");

export default function DashboardUser({ loaderData }: Route.ComponentProps) {
  return <UserView {...loaderData} />;
}
