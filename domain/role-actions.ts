// The actions each dashboard area knows. 'view' opens the area; the others guard its buttons
// and endpoints. The role editor offers exactly these.
import type { AreaPermission, DashboardArea } from "./types";

export const AREA_ACTIONS: Record<DashboardArea, readonly string[]> = {
  products: ["view", "add", "edit", "remove"],
  orders: ["view", "fulfil", "cancel", "export", "returns"],
  analytics: ["view"],
  users: ["view", "edit"],
  roles: ["view", "add", "edit", "remove"],
  messages: ["view", "edit", "export"],
  design: ["view", "edit"],
  pages: ["view", "edit"],
};

/** Normalised entry: unknown actions dropped, duplicates removed, empty list → no access. */
export function normaliseEntry(area: DashboardArea, entry: AreaPermission | undefined): AreaPermission {
  if (entry === "all") return "all";
  if (!Array.isArray(entry)) return false;
  const known = AREA_ACTIONS[area];
  const actions = [...new Set(entry.filter((a) => known.includes(a)))];
  return actions.length ? actions : false;
}
