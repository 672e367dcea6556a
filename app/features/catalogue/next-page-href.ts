// Where Show More leads without JavaScript: this page's address with the next cursor (and any
// filters and sort it had), so the link serves the products that follow.
import { AFTER_PARAM } from "../../../domain/catalogue";

export function nextPageHref(location: { pathname: string; search: string }, cursor: string): string {
  const params = new URLSearchParams(location.search);
  params.set(AFTER_PARAM, cursor);
  return `${location.pathname}?${params.toString()}`;
}
