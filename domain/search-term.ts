import { collapse } from "./text";

/** Matches the API's limit on q (productSearchQuery), so Show More accepts the same term. */
export const SEARCH_TERM_MAX = 100;

/**
 * A typed term as it is searched for: the spec's collapse (docs/behaviour.md §5), at most
 * SEARCH_TERM_MAX characters, collapsed again after the cut so it never ends in a space.
 */
export function searchTerm(typed: string): string {
  return collapse(collapse(typed).slice(0, SEARCH_TERM_MAX));
}

/** The term from /search?q=: URLSearchParams turns the header's '+' back into spaces. */
export function searchTermFrom(params: URLSearchParams): string {
  return searchTerm(params.get("q") ?? "");
}

/** The address of the results for a typed term; null for a blank one, which does nothing. */
export function searchHref(typed: string): string | null {
  const term = searchTerm(typed);
  return term ? `/search?${new URLSearchParams({ q: term })}` : null;
}

export function searchTitle(term: string): string {
  return term ? `Search: "${term}"` : "Search";
}
