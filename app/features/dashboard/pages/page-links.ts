import { PAGE_DOCUMENTS, type PageKey } from "../../../../domain/page-documents";

/** Where the shop shows a document, e.g. /legal?category=return. */
export function shopPath(key: PageKey): string {
  const doc = PAGE_DOCUMENTS.find((d) => d.key === key)!;
  return `/${doc.group}?category=${doc.category}`;
}

export const GROUP_LABELS = { legal: "Legal", faq: "Frequently Asked Questions" } as const;

export const editorPath = (key: PageKey) => `/dashboard/pages/${key}`;
