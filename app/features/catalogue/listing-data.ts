// What a listing page (women, men, explore, or one of their sub-categories) hands its view.
import { LISTING_PAGES, type ListingPage } from "../../../domain/catalogue";
import type { ProductPage } from "../../../domain/contracts/products";
import type { SubCategoryLink } from "../../../domain/types";
import type { BrowseState } from "./browse-data";

export interface ListingData {
  page: ListingPage;
  /** The sub-category being shown, or null for the whole page. */
  sub: SubCategoryLink | null;
  /** The link bar: the category record named for the page. */
  links: SubCategoryLink[];
  /** The first PAGE_SIZE products, server-rendered; Show More continues from nextCursor. */
  first: ProductPage;
  /** Filters, sort and counts from the query string. */
  browse: BrowseState;
  /** The cursor the page starts after (a Show More link followed without JavaScript), or null. */
  after: string | null;
}

export const PAGE_LABELS: Record<ListingPage, string> = {
  women: "Women",
  men: "Men",
  explore: "Explore",
};

/**
 * One route module serves three pages; the first path segment says which. Loaders see the raw
 * request, and a client navigation fetches '/women.data', so the single-fetch suffix goes first.
 */
export function listingPageOf(pathname: string): ListingPage | null {
  const segment = (pathname.split("/")[1] ?? "").replace(/\.data$/, "");
  return (LISTING_PAGES as readonly string[]).includes(segment) ? (segment as ListingPage) : null;
}

export function listingPath(page: ListingPage, sub?: string | null): string {
  return sub ? `/${page}/${encodeURIComponent(sub)}` : `/${page}`;
}

export function listingHeading(data: Pick<ListingData, "page" | "sub">): string {
  return data.sub?.title ?? PAGE_LABELS[data.page];
}

const PAGE_DESCRIPTIONS: Record<ListingPage, string> = {
  women:
    "The women's collection at Atelier: coats, knitwear, dresses, tailoring, bags and shoes, cut in small runs from natural fibres.",
  men: "The men's collection at Atelier: coats, blazers, knitwear, shirts, trousers, bags and shoes, cut in small runs from natural fibres.",
  explore:
    "Explore Atelier's edits for women and men: the winter edit, cashmere, evening wear and essentials.",
};

export function listingDescription(data: Pick<ListingData, "page" | "sub">): string {
  if (!data.sub) return PAGE_DESCRIPTIONS[data.page];
  const audience = data.page === "explore" ? "an Atelier edit for women and men" : `for ${data.page}`;
  return `${data.sub.title}, ${audience}: the newest pieces from the official Atelier boutique, delivered across the United States.`;
}
