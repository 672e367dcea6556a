import { seoMeta } from "../lib/seo";
import { LEGAL_CATEGORIES, categoryPath } from "../features/legal/categories";
import { loadLegalPage } from "../features/legal/documents.server";
import { DocumentPage } from "../features/legal/document-page";
import { pageOrigin } from "../features/legal/page-origin";
import type { Route } from "./+types/legal";

export const loader = ({ request, context }: Route.LoaderArgs) => loadLegalPage(request, context);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta({
    title: loaderData.document.title,
    description: loaderData.document.summary,
    path: categoryPath("/legal", LEGAL_CATEGORIES, loaderData.category),
    origin: pageOrigin(matches),
  });

export default function Legal({ loaderData }: Route.ComponentProps) {
  return (
    <DocumentPage
      eyebrow="Legal"
      navLabel="Legal documents"
      basePath="/legal"
      categories={LEGAL_CATEGORIES}
      category={loaderData.category}
      document={loaderData.document}
    />
  );
}
