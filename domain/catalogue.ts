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

/** A product's audience (its `category`). */
export const AUDIENCES = ["unisex", "women", "men"] as const;
export type Audience = (typeof AUDIENCES)[number];

/**
 * The audiences each listing shows (docs/behaviour.md §2): a unisex piece is on every page. The
 * one place this is said; listings from the index and from SQL, search words and the related row
 * read it.
 */
export const PAGE_AUDIENCES: Readonly<Record<ListingPage, readonly Audience[]>> = {
  women: ["unisex", "women"],
  men: ["unisex", "men"],
  explore: ["unisex", "women", "men"],
};

/** The audiences a piece of this audience is shown to: a unisex piece to all of them. */
export function shownTo(audience: Audience): readonly Audience[] {
  return audience === "unisex" ? AUDIENCES : [audience];
}
