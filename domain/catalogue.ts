// Catalogue constants shared by pages and contracts. No zod here: shop pages import this.

/** Shop, category and search pages show 25 products at a time (docs/behaviour.md §9). */
export const PAGE_SIZE = 25;
/**
 * Without JavaScript, Show More is a link to the same page from the next products on
 * (`/women?after=<cursor>`): the API's keyset cursor, so a crawler reaches every piece too.
 */
export const AFTER_PARAM = "after";
/** The dashboard's product list shows 10 at a time. */
export const DASHBOARD_PAGE_SIZE = 10;
export const LISTING_PAGES = ["women", "men", "explore"] as const;
export type ListingPage = (typeof LISTING_PAGES)[number];
