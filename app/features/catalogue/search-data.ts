import type { ProductPage } from "../../../domain/contracts/products";
import type { BrowseState } from "./browse-data";

export interface SearchData {
  /** Collapsed and trimmed; '' when the shopper has not searched yet. */
  term: string;
  /** null when there is no term: the page shows the search prompt instead. */
  results: ProductPage | null;
  /** Filters, sort and counts; null when there is no term. */
  browse: BrowseState | null;
}
