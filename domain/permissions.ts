// docs/behaviour.md §6: an area entry is 'all', a list of actions, or missing/false.
import { DASHBOARD_AREAS, type AreaPermission, type DashboardArea, type RolePermissions } from "./types";

export function hasArea(permissions: RolePermissions, area: DashboardArea): boolean {
  const entry = permissions[area];
  return entry === "all" || (Array.isArray(entry) && entry.length > 0);
}

/** docs/behaviour.md §2: Dashboard is offered to a role that opens at least one area. */
export function opensDashboard(permissions: RolePermissions | null | undefined): boolean {
  return permissions ? DASHBOARD_AREAS.some((area) => hasArea(permissions, area)) : false;
}

/** 'view' is implied by any access to the area: a role that may edit products may list them. */
export function allows(entry: AreaPermission | undefined, action: string): boolean {
  if (entry === "all") return true;
  if (!Array.isArray(entry)) return false;
  return action === "view" ? entry.length > 0 : entry.includes(action);
}

/**
 * Decision 123: nobody hands out more than they hold. True when every action `granted` allows on
 * every area, `held` allows too ('all' granted needs 'all' held: it also covers actions added to
 * an area later). A role editor or a user editor without the administrator role may only give,
 * edit or take away roles within their own.
 */
export function withinPermissions(granted: RolePermissions, held: RolePermissions): boolean {
  return DASHBOARD_AREAS.every((area) => {
    const entry = granted[area];
    if (entry === "all") return held[area] === "all";
    if (!Array.isArray(entry)) return true;
    return entry.every((action) => allows(held[area], action));
  });
}
