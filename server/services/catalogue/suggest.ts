// Search-as-you-type for the header box: the first products search would show for what has
// been typed so far, and the categories whose names start with the words typed.
import { LISTING_PAGES, type ListingPage } from "../../../domain/catalogue";
import type { Suggestions } from "../../../domain/contracts/products";
import type { Db } from "../../db/client";
import type { CategoryRow } from "../categories";
import { searchCatalogue } from "./search-products";
import { normalizeText, queryWords } from "./search/words";

export const SUGGESTED_PRODUCTS = 6;
export const SUGGESTED_CATEGORIES = 4;

const PAGE_TITLES: Record<ListingPage, string> = { women: "Women", men: "Men", explore: "Explore" };
/** How a sub-category is named in the list: "Women's Knitwear", "Explore Cashmere". */
const SUGGESTED_TITLE: Record<ListingPage, (title: string) => string> = {
  women: (title) => `Women's ${title}`,
  men: (title) => `Men's ${title}`,
  explore: (title) => `Explore ${title}`,
};

/** Categories whose name (or page) has a word starting with each typed word. */
export function matchingCategories(rows: CategoryRow[], q: string): Suggestions["categories"] {
  const typed = queryWords(q);
  if (typed.length === 0) return [];
  const out: Suggestions["categories"] = [];
  for (const page of LISTING_PAGES) {
    const row = rows.find((r) => r.id === page);
    for (const link of row?.subCategories ?? []) {
      const words = normalizeText(`${link.title} ${PAGE_TITLES[page]}`).split(/[^a-z0-9]+/);
      if (typed.every((t) => words.some((w) => w.startsWith(t))))
        out.push({ title: SUGGESTED_TITLE[page](link.title), path: `/${page}/${link.url}` });
    }
  }
  return out.slice(0, SUGGESTED_CATEGORIES);
}

export async function suggest(db: Db, categories: CategoryRow[], q: string): Promise<Suggestions> {
  const found = await searchCatalogue(db, { q, limit: SUGGESTED_PRODUCTS });
  return {
    products: found.items.map((p) => ({ title: p.title, url: p.url, image: p.image })),
    categories: matchingCategories(categories, q),
  };
}
