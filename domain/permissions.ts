// SPEC §6: an area entry is 'all', a list of actions, or missing/false.
import type { AreaPermission, DashboardArea, RolePermissions } from "./types";

export function hasArea(permissions: RolePermissions, area: DashboardArea): boolean {
  const entry = permissions[area];
  return entry === "all" || (Array.isArray(entry) && entry.length > 0);
}

export function allows(entry: AreaPermission | undefined, action: string): boolean {
  if (entry === "all") return true;
  return Array.isArray(entry) && entry.includes(action);
}
