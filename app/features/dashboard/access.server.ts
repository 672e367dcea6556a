// Dashboard access for page loads (docs/behaviour.md §6, §5): anonymous → /login, a role not in the roles
// table → /account, a section the role lacks → /dashboard. The layout and every child loader call
// this, because a client navigation may run the child's loader without the layout's.
import { redirect, type RouterContextProvider } from "react-router";
import { allows, withinPermissions } from "../../../domain/permissions";
import { AREA_ACTIONS } from "../../../domain/role-actions";
import type { DashboardArea, RolePermissions } from "../../../domain/types";
import { dashboardAccess } from "../../../server/services/dashboard/access";
import { servicesFrom } from "../../lib/context.server";
import { pageAddress } from "../../lib/page-address.server";
import { authPageHref } from "../../../domain/return-path";
import type { AreaActions, DashboardFrameData } from "./frame-data";

type Context = Readonly<RouterContextProvider>;
export type StaffAccess = Extract<Awaited<ReturnType<typeof dashboardAccess>>, { kind: "staff" }>;

export async function requireStaff(request: Request, context: Context): Promise<StaffAccess> {
  const access = await dashboardAccess(servicesFrom(context), request.headers);
  // Signed in, they come back to the page they asked for (decision 129).
  if (access.kind === "anonymous") throw redirect(authPageHref("/login", pageAddress(request)));
  if (access.kind === "no-role") throw redirect("/account");
  return access;
}

/** The staff member, when the role opens this area; otherwise back to the dashboard home. */
export async function requireArea(
  request: Request,
  context: Context,
  area: DashboardArea,
): Promise<StaffAccess> {
  const access = await requireStaff(request, context);
  // Home says which area was closed to the role, rather than leaving the staff member wondering.
  if (!access.areas.includes(area)) throw redirect(`/dashboard?closed=${area}`);
  return access;
}

/** A products action the role lacks sends the page back to the list (which the role may see). */
export function requireProductAction(access: StaffAccess, action: "add" | "edit"): void {
  if (!allows(access.permissions.products, action)) throw redirect("/dashboard/products");
}

/** A page loader's check for one action; the server refuses the call anyway. */
export function can(access: StaffAccess, area: DashboardArea, action: string): boolean {
  return allows(access.permissions[area], action);
}

/**
 * The roles whose access goes beyond the staff member's own (decision 123): they may not give,
 * edit or remove them, nor change the role of someone who holds one. None for an administrator.
 */
export function rolesBeyond(
  access: StaffAccess,
  roles: readonly { id: string; permissions: RolePermissions }[],
): string[] {
  if (access.user.role === "admin") return [];
  return roles
    .filter((r) => r.id === "admin" || !withinPermissions(r.permissions, access.permissions))
    .map((r) => r.id);
}

export function frameData(access: StaffAccess): DashboardFrameData {
  const { user, roleName, areas, permissions } = access;
  const actions: AreaActions = {};
  for (const area of areas) actions[area] = AREA_ACTIONS[area].filter((a) => allows(permissions[area], a));
  return {
    roleId: user.role ?? "user",
    firstName: user.firstName || user.name,
    fullName: user.name,
    roleName,
    areas,
    productActions: {
      add: allows(permissions.products, "add"),
      edit: allows(permissions.products, "edit"),
      remove: allows(permissions.products, "remove"),
    },
    actions,
  };
}
