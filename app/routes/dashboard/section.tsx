// Design and pages: placeholders for now (docs/behaviour.md §2); the other areas have routes of their own. The
// section comes from the route params, never from request.url (client loads end in '.data').
import { data } from "react-router";
import { AREAS, isPlaceholderArea } from "../../features/dashboard/areas";
import { requireArea, requireStaff } from "../../features/dashboard/access.server";
import { dashboardMeta } from "../../features/dashboard/dashboard-meta";
import { PlaceholderView } from "../../features/dashboard/placeholder-view";
import type { Route } from "./+types/section";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { section } = params;
  // Access first: an anonymous visitor goes to /login whatever the path says.
  if (!isPlaceholderArea(section)) {
    await requireStaff(request, context);
    throw data(null, { status: 404 });
  }
  await requireArea(request, context, section);
  return { area: section };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  dashboardMeta(loaderData ? AREAS[loaderData.area].label : "Page Not Found");

export default function DashboardSection({ loaderData }: Route.ComponentProps) {
  return <PlaceholderView area={loaderData.area} />;
}
