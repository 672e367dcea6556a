// The categories of /legal and /faq (docs/behaviour.md §2): the query string names one; anything else,
// or nothing, falls back to the first.

export interface Category<Id extends string = string> {
  id: Id;
  /** The selector's label. */
  label: string;
}

export const LEGAL_CATEGORIES = [
  { id: "termsAndConditions", label: "Terms and Conditions" },
  { id: "return", label: "Returns" },
  { id: "cookie", label: "Cookies" },
  { id: "privacy", label: "Privacy" },
] as const satisfies readonly Category[];
export type LegalCategory = (typeof LEGAL_CATEGORIES)[number]["id"];

export const FAQ_CATEGORIES = [
  { id: "shipping", label: "Shipping" },
  { id: "payment", label: "Payment" },
] as const satisfies readonly Category[];
export type FaqCategory = (typeof FAQ_CATEGORIES)[number]["id"];

/** The category the URL asks for, or the default (the first) when it names none we know. */
export function categoryFrom<Id extends string>(
  categories: readonly [Category<Id>, ...Category<Id>[]],
  search: URLSearchParams,
): Id {
  const asked = search.get("category");
  return categories.find((c) => c.id === asked)?.id ?? categories[0].id;
}

/** The default category's canonical URL has no query string; the others keep theirs. */
export function categoryPath(base: string, categories: readonly Category[], id: string): string {
  return categories[0]?.id === id ? base : `${base}?category=${encodeURIComponent(id)}`;
}
