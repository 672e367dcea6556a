// docs/behaviour.md §6: an area entry is 'all', a list of actions, or missing/false.
import type { AreaPermission, DashboardArea, RolePermissions } from "./types";

export function hasArea(permissions: RolePermissions, area: DashboardArea): boolean {
  const entry = permissions[area];
  return entry === "all" || (Array.isArray(entry) && entry.length > 0);
}

/** 'view' is implied by any access to the area: a role that may edit products may list them. */
export function allows(entry: AreaPermission | undefined, action: string): boolean {
  if (entry === "all") return true;
  if (!Array.isArray(entry)) return false;
  return action === "view" ? entry.length > 0 : entry.includes(action);
}
