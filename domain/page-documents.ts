// The documents staff edit in Pages: the legal texts and the FAQ (docs/behaviour.md §2's categories). A
// document's key is its group and category, e.g. 'legal-return' for /legal?category=return.

export const PAGE_GROUPS = ["legal", "faq"] as const;
export type PageGroup = (typeof PAGE_GROUPS)[number];

export const PAGE_DOCUMENTS = [
  {
    key: "legal-termsAndConditions",
    group: "legal",
    category: "termsAndConditions",
    label: "Terms and Conditions",
  },
  { key: "legal-return", group: "legal", category: "return", label: "Returns" },
  { key: "legal-cookie", group: "legal", category: "cookie", label: "Cookies" },
  { key: "legal-privacy", group: "legal", category: "privacy", label: "Privacy" },
  { key: "faq-shipping", group: "faq", category: "shipping", label: "Shipping" },
  { key: "faq-payment", group: "faq", category: "payment", label: "Payment" },
] as const satisfies readonly { key: string; group: PageGroup; category: string; label: string }[];

export type PageKey = (typeof PAGE_DOCUMENTS)[number]["key"];
export const PAGE_KEYS = PAGE_DOCUMENTS.map((d) => d.key) as [PageKey, ...PageKey[]];

export function pageKey(group: PageGroup, category: string): PageKey | undefined {
  return PAGE_DOCUMENTS.find((d) => d.group === group && d.category === category)?.key;
}

export const PAGE_LIMITS = {
  title: 120,
  summary: 300,
  /**
   * Characters of Markdown: twice the longest text today (the terms of sale, ~9 600), and small
   * enough that a request carrying one stays under the API's 64 KB body limit.
   */
  body: 20_000,
} as const;

/** A paragraph holding only this places the cookie policy's Cookie Settings button. */
export const COOKIE_SETTINGS_MARK = "{{cookie-settings}}";

/** 'July 1, 2022' from '2022-07-01' (no time zone: the same words on server and browser). */
function longDate(isoDate: string): string {
  const MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ];
  const [y, m, d] = isoDate.split("-").map(Number);
  return `${MONTHS[(m ?? 1) - 1]} ${d}, ${y}`;
}

/** Under a legal document's title: 'Effective from July 1, 2022' (the date its terms apply from). */
export function effectiveFromLabel(isoDate: string): string {
  return `Effective from ${longDate(isoDate)}`;
}

/** Under an FAQ's title, where there are no terms to take effect: 'Updated July 1, 2022'. */
export function updatedLabel(isoDate: string): string {
  return `Updated ${longDate(isoDate)}`;
}
