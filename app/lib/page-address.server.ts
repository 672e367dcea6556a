// The page a loader's request is for, as the address bar shows it. A client navigation asks for
// the page's data at `<path>.data` (`/_root.data` for the home page) with React Router's own
// `_routes` in the query; a way back must name the page, not that request.
const DATA_SUFFIX = ".data";
const ROOT_DATA = "/_root.data";
const ROUTER_PARAMS = ["_routes", "index"];

export function pageAddress(request: Request): string {
  const url = new URL(request.url);
  let path = url.pathname;
  if (path === ROOT_DATA) path = "/";
  else if (path.endsWith(DATA_SUFFIX)) path = path.slice(0, -DATA_SUFFIX.length);
  for (const name of ROUTER_PARAMS) url.searchParams.delete(name);
  return path + url.search;
}
