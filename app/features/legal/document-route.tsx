// What /legal and /faq differ in (their path, categories, labels and page title); the route
// modules share the meta and the view below.
import type { MetaDescriptor } from "react-router";
import type { PublicPage } from "../../../domain/contracts/pages";
import { effectiveFromLabel, updatedLabel } from "../../../domain/page-documents";
import { seoMeta } from "../../lib/seo";
import { FAQ_CATEGORIES, LEGAL_CATEGORIES, categoryPath, type Category } from "./categories";
import { DocumentPage } from "./document-page";
import { shellOrigin } from "../shell/shell-origin";

interface DocumentKind {
  eyebrow: string;
  navLabel: string;
  basePath: string;
  categories: readonly Category[];
  /** The page title from the document's title. */
  title: (documentTitle: string) => string;
  /** The line under the title, from the document's effective date. */
  dated: (isoDate: string) => string;
}

interface DocumentData {
  category: string;
  document: PublicPage;
}

export const LEGAL_PAGES: DocumentKind = {
  eyebrow: "Legal",
  navLabel: "Legal documents",
  basePath: "/legal",
  categories: LEGAL_CATEGORIES,
  title: (documentTitle) => documentTitle,
  dated: effectiveFromLabel,
};

export const FAQ_PAGES: DocumentKind = {
  eyebrow: "Frequently Asked Questions",
  navLabel: "Questions by topic",
  basePath: "/faq",
  categories: FAQ_CATEGORIES,
  title: (documentTitle) => `${documentTitle} FAQ`,
  dated: updatedLabel,
};

export function documentMeta(
  kind: DocumentKind,
  { category, document }: DocumentData,
  matches: Parameters<typeof shellOrigin>[0],
): MetaDescriptor[] {
  return seoMeta({
    title: kind.title(document.title),
    description: document.summary,
    path: categoryPath(kind.basePath, kind.categories, category),
    origin: shellOrigin(matches),
  });
}

export function DocumentRoute({ kind, data }: { kind: DocumentKind; data: DocumentData }) {
  const { title: _pageTitle, ...labels } = kind;
  return <DocumentPage {...labels} {...data} />;
}
