// Every URL pattern the router serves (from app/routes.ts), parents joined to children, layouts
// transparent: suites that must cover every page read their list from here.
import type { RouteConfigEntry } from "@react-router/dev/routes";

export function pagePatterns(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((r) => {
    const own = r.index || r.path === undefined ? parent : `${parent}/${r.path}`;
    return r.children?.length ? pagePatterns(r.children, own) : [own || "/"];
  });
}
