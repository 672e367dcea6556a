// The role editor's model: per area, no access, everything, or a chosen set of actions. 'view'
// comes with any access (domain/permissions.ts), so a chosen set always holds it.
import { AREA_ACTIONS } from "../../../../domain/role-actions";
import {
  DASHBOARD_AREAS,
  type AreaPermission,
  type DashboardArea,
  type RolePermissions,
} from "../../../../domain/types";

export type AccessMode = "off" | "all" | "some";

export interface AreaDraft {
  mode: AccessMode;
  /** Chosen actions, meaningful when mode is 'some'; always includes 'view' then. */
  actions: string[];
}

export type PermissionDraft = Record<DashboardArea, AreaDraft>;

const OFF: AreaDraft = { mode: "off", actions: [] };

function areaDraft(area: DashboardArea, entry: AreaPermission | undefined): AreaDraft {
  if (entry === "all") return { mode: "all", actions: [] };
  if (!Array.isArray(entry)) return OFF;
  const actions = AREA_ACTIONS[area].filter((a) => a === "view" || entry.includes(a));
  return entry.some((a) => AREA_ACTIONS[area].includes(a)) ? { mode: "some", actions } : OFF;
}

export function toDraft(permissions: Partial<Record<string, AreaPermission>>): PermissionDraft {
  return Object.fromEntries(
    DASHBOARD_AREAS.map((area) => [area, areaDraft(area, permissions[area])]),
  ) as PermissionDraft;
}

export function fromDraft(draft: PermissionDraft): RolePermissions {
  const out: RolePermissions = {};
  for (const area of DASHBOARD_AREAS) {
    const { mode, actions } = draft[area];
    if (mode === "all") out[area] = "all";
    if (mode === "some") out[area] = AREA_ACTIONS[area].filter((a) => a === "view" || actions.includes(a));
  }
  return out;
}

/** Switching an area to 'some' starts from View alone; leaving it keeps nothing behind. */
export function setMode(draft: PermissionDraft, area: DashboardArea, mode: AccessMode): PermissionDraft {
  return { ...draft, [area]: { mode, actions: mode === "some" ? ["view"] : [] } };
}

export function toggleAction(
  draft: PermissionDraft,
  area: DashboardArea,
  action: string,
  on: boolean,
): PermissionDraft {
  if (action === "view") return draft;
  const current = draft[area].actions.filter((a) => a !== action);
  return { ...draft, [area]: { mode: "some", actions: on ? [...current, action] : current } };
}

/** 'Every area', 'No area', or the areas it opens: 'Products, Orders'. */
export function accessSummary(
  permissions: Partial<Record<string, AreaPermission>>,
  label: (a: DashboardArea) => string,
): string {
  const draft = toDraft(permissions);
  const open = DASHBOARD_AREAS.filter((a) => draft[a].mode !== "off");
  if (open.length === 0) return "No area";
  if (open.length === DASHBOARD_AREAS.length && open.every((a) => draft[a].mode === "all"))
    return "Every area";
  return open.map(label).join(", ");
}

/** An action's name as the editor shows it: 'view' → 'View'. */
export function actionLabel(action: string): string {
  return action.charAt(0).toUpperCase() + action.slice(1);
}
