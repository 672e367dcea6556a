export const BRAND_NAME = "Atelier";

/** Tab title pattern (docs/behaviour.md §2): '{page title} | Atelier', or just the brand name. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${BRAND_NAME}` : BRAND_NAME;
}
