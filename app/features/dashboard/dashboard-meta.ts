import type { MetaDescriptor } from "react-router";
import { pageTitle } from "../../lib/page-title";

/** Tab title 'Products — Dashboard | Atelier'; the back office is never for search engines. */
export function dashboardMeta(section?: string): MetaDescriptor[] {
  return [
    { title: pageTitle(section ? `${section} — Dashboard` : "Dashboard") },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
