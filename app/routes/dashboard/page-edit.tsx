import { dashboardMeta } from "../../features/dashboard/dashboard-meta";
import { loadPageEditor } from "../../features/dashboard/pages/pages.server";
import { PageEditorView } from "../../features/dashboard/pages/page-editor-view";
import type { Route } from "./+types/page-edit";

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadPageEditor(request, context, params.key);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  dashboardMeta(loaderData ? loaderData.published.content.title : "Pages");

export default function DashboardPageEdit({ loaderData }: Route.ComponentProps) {
  // Keyed by the document: another document is another editor, with none of this one's state.
  return <PageEditorView key={loaderData.key} detail={loaderData} />;
}
