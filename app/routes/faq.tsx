import { seoMeta } from "../lib/seo";
import { FAQ_CATEGORIES, categoryPath } from "../features/legal/categories";
import { loadFaqPage } from "../features/legal/documents.server";
import { DocumentPage } from "../features/legal/document-page";
import { pageOrigin } from "../features/legal/page-origin";
import type { Route } from "./+types/faq";

export const loader = ({ request, context }: Route.LoaderArgs) => loadFaqPage(request, context);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  seoMeta({
    title: `${loaderData.document.title} FAQ`,
    description: loaderData.document.summary,
    path: categoryPath("/faq", FAQ_CATEGORIES, loaderData.category),
    origin: pageOrigin(matches),
  });

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <DocumentPage
      eyebrow="Frequently Asked Questions"
      navLabel="Questions by topic"
      basePath="/faq"
      categories={FAQ_CATEGORIES}
      category={loaderData.category}
      document={loaderData.document}
    />
  );
}
