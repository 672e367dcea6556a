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

export interface DashboardFrameData {
  firstName: string;
  fullName: string;
  roleName: string;
  areas: DashboardArea[];
  productActions: ProductActions;
}

export const LAYOUT_ROUTE_ID = "routes/dashboard/layout";

/** The frame's data from any dashboard page; the layout's loader always runs first. */
export function useDashboardFrame(): DashboardFrameData {
  const frame = useRouteLoaderData<DashboardFrameData>(LAYOUT_ROUTE_ID);
  if (!frame) throw new Error("Dashboard pages render inside the dashboard layout.");
  return frame;
}
