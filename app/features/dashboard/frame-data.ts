// What the dashboard frame knows about the signed-in staff member, shared by every dashboard
// page through the layout's loader data. Only names and the areas the role opens reach the
// browser, never the raw role document.
import { useRouteLoaderData } from "react-router";
import type { DashboardArea } from "../../../domain/types";

export interface ProductActions {
  add: boolean;
  edit: boolean;
  remove: boolean;
}

/** The actions the role allows in each area it opens (AREA_ACTIONS), e.g. orders: ['view', 'cancel']. */
export type AreaActions = Partial<Record<DashboardArea, string[]>>;

export interface DashboardFrameData {
  /** The role's key: the live stream's profile says when it changes (use-live-access.ts). */
  roleId: string;
  firstName: string;
  fullName: string;
  roleName: string;
  areas: DashboardArea[];
  productActions: ProductActions;
  actions: AreaActions;
}

export const LAYOUT_ROUTE_ID = "routes/dashboard/layout";

/** Whether the role may do this in the area: only hides buttons, the server checks every call. */
export function useCan(area: DashboardArea, action: string): boolean {
  return useDashboardFrame().actions[area]?.includes(action) ?? false;
}

/** The frame's data from any dashboard page; the layout's loader always runs first. */
export function useDashboardFrame(): DashboardFrameData {
  const frame = useRouteLoaderData<DashboardFrameData>(LAYOUT_ROUTE_ID);
  if (!frame) throw new Error("Dashboard pages render inside the dashboard layout.");
  return frame;
}
