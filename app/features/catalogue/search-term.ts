import { collapse } from "../../../domain/text";

/** Matches the API's limit on q (productSearchQuery), so Show More accepts the same term. */
export const SEARCH_TERM_MAX = 100;

/**
 * The term from /search?q=: URLSearchParams turns the header's '+' back into spaces, then the
 * spec's collapse (docs/behaviour.md §5). Collapsed again after the cut so it never ends in a space.
 */
export function searchTermFrom(params: URLSearchParams): string {
  return collapse(collapse(params.get("q") ?? "").slice(0, SEARCH_TERM_MAX));
}

export function searchTitle(term: string): string {
  return term ? `Search: "${term}"` : "Search";
}
