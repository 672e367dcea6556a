// The page a loader's request is for, as the address bar shows it. A client navigation asks for
// the page's data at `<path>.data` (`<path>/_.data` for a path ending in `/`, the home page's
// `/_.data`) with React Router's own `_routes` in the query, and `?index` for an index route's
// fetch; a way back must name the page, not that request. The same normalisation as React
// Router's own (its loaders' `url`), for helpers that are handed only the request.
const ROUTER_PARAMS = ["_routes"];

export function pageAddress(request: Request): string {
  const url = new URL(request.url);
  let path = url.pathname;
  if (path.endsWith("/_.data")) path = path.slice(0, -"_.data".length);
  else if (path.endsWith(".data")) path = path.slice(0, -".data".length);
  for (const name of ROUTER_PARAMS) url.searchParams.delete(name);
  // The bare `?index` is the router's; an `index=…` with a value is the page's own.
  if (url.searchParams.get("index") === "") url.searchParams.delete("index");
  return path + url.search;
}
