// Who may enter the dashboard (docs/behaviour.md §6), decided on the server for every page load:
// anonymous → /login; a role not in the roles table → /account; otherwise the role's entries.
import { eq } from "drizzle-orm";
import { hasArea } from "../../../domain/permissions";
import { DASHBOARD_AREAS, type DashboardArea, type RolePermissions } from "../../../domain/types";
import { getSessionUser, type SessionUser } from "../../auth/guards";
import { roles } from "../../db/schema";
import type { Services } from "../../services-type";

export type DashboardAccess =
  | { kind: "anonymous" }
  | { kind: "no-role"; user: SessionUser }
  | {
      kind: "staff";
      user: SessionUser;
      roleName: string;
      permissions: RolePermissions;
      areas: DashboardArea[];
    };

export async function dashboardAccess(services: Services, headers: Headers): Promise<DashboardAccess> {
  const user = await getSessionUser(services, headers);
  if (!user) return { kind: "anonymous" };
  const [role] = await services.db.select().from(roles).where(eq(roles.id, user.role));
  if (!role) return { kind: "no-role", user };
  return {
    kind: "staff",
    user,
    roleName: role.roleName,
    permissions: role.permissions,
    areas: DASHBOARD_AREAS.filter((a) => hasArea(role.permissions, a)),
  };
}
