import { FAQ_PAGES, DocumentRoute, documentMeta } from "../features/legal/document-route";
import { loadFaqPage } from "../features/legal/documents.server";
import type { Route } from "./+types/faq";

export const loader = ({ request, context }: Route.LoaderArgs) => loadFaqPage(request, context);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  documentMeta(FAQ_PAGES, loaderData, matches);

export default function Faq({ loaderData }: Route.ComponentProps) {
  return <DocumentRoute kind={FAQ_PAGES} data={loaderData} />;
}
