import type { ProductPage } from "../../../domain/contracts/products";

export interface SearchData {
  /** Collapsed and trimmed; '' when the shopper has not searched yet. */
  term: string;
  /** null when there is no term: the page shows the search prompt instead. */
  results: ProductPage | null;
}
