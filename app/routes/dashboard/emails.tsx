import { dashboardMeta } from "../../features/dashboard/dashboard-meta";
import { loadEmailPreviews } from "../../features/dashboard/emails/emails.server";
import { EmailsView } from "../../features/dashboard/emails/emails-view";
import type { Route } from "./+types/emails";

export const loader = ({ request, context }: Route.LoaderArgs) => loadEmailPreviews(request, context);

export const meta: Route.MetaFunction = () => dashboardMeta("E-mail Templates");

export default function DashboardEmails({ loaderData }: Route.ComponentProps) {
  return <EmailsView {...loaderData} />;
}
