import { LEGAL_PAGES, DocumentRoute, documentMeta } from "../features/legal/document-route";
import { loadLegalPage } from "../features/legal/documents.server";
import type { Route } from "./+types/legal";

export const loader = ({ request, context }: Route.LoaderArgs) => loadLegalPage(request, context);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  documentMeta(LEGAL_PAGES, loaderData, matches);

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <DocumentRoute kind={LEGAL_PAGES} data={loaderData} />;
}
