import { dashboardMeta } from "../../features/dashboard/dashboard-meta";
import { loadMessages } from "../../features/dashboard/messages/messages.server";
import { MessagesView } from "../../features/dashboard/messages/messages-view";
import type { Route } from "./+types/messages";

export const loader = ({ request, context }: Route.LoaderArgs) => loadMessages(request, context);

export const meta: Route.MetaFunction = () => dashboardMeta("Messages");

export default function DashboardMessages({ loaderData }: Route.ComponentProps) {
  return <MessagesView {...loaderData} />;
}
