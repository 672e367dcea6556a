// Roles as data (docs/behaviour.md §3): list, create, rename, edit each area's entry, delete when unused.
import { count, eq } from "drizzle-orm";
import type { Role } from "../../../domain/contracts/dashboard-people";
import { normaliseEntry } from "../../../domain/role-actions";
import { DASHBOARD_AREAS, type AreaPermission, type RolePermissions } from "../../../domain/types";
import { roles, user } from "../../db/schema";
import { conflict, invalid, notFound } from "../errors";
import type { Services } from "../../services-type";

/** The administrator role always keeps every area: nobody can lock the house out of itself. */
export const ADMIN_ROLE = "admin";

function normalise(input: Partial<Record<string, AreaPermission>>): RolePermissions {
  const out: RolePermissions = {};
  for (const area of DASHBOARD_AREAS) {
    const e = normaliseEntry(area, input[area]);
    if (e !== false) out[area] = e;
  }
  return out;
}

export async function listRoles(services: Services): Promise<Role[]> {
  const rows = await services.db.select().from(roles).orderBy(roles.createdAt);
  const counts = await services.db.select({ role: user.role, n: count() }).from(user).groupBy(user.role);
  return rows.map((r) => ({
    id: r.id,
    roleName: r.roleName,
    permissions: r.permissions,
    userCount: counts.find((c) => c.role === r.id)?.n ?? 0,
  }));
}

async function publish(services: Services) {
  await services.live.publish({ type: "roles" });
}

export async function createRole(
  services: Services,
  body: { id: string; roleName: string; permissions: Partial<Record<string, AreaPermission>> },
): Promise<Role> {
  if (body.id === "user") throw invalid("'user' is the customers' role.", { id: "Reserved." });
  const [row] = await services.db
    .insert(roles)
    .values({ id: body.id, roleName: body.roleName, permissions: normalise(body.permissions) })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict("A role with this key exists already.");
  await publish(services);
  return { ...row, userCount: 0 };
}

export async function updateRole(
  services: Services,
  id: string,
  body: { roleName: string; permissions: Partial<Record<string, AreaPermission>> },
): Promise<Role> {
  const permissions = normalise(body.permissions);
  if (id === ADMIN_ROLE && DASHBOARD_AREAS.some((a) => permissions[a] !== "all")) {
    throw invalid("The administrator role keeps every area.", { permissions: "Keep 'all' everywhere." });
  }
  const [row] = await services.db
    .update(roles)
    .set({ roleName: body.roleName, permissions })
    .where(eq(roles.id, id))
    .returning();
  if (!row) throw notFound("No such role.");
  await publish(services);
  return (await listRoles(services)).find((r) => r.id === id)!;
}

export async function deleteRole(services: Services, id: string): Promise<void> {
  const [held] = await services.db.select({ n: count() }).from(user).where(eq(user.role, id));
  if ((held?.n ?? 0) > 0) throw conflict("Users still hold this role: give them another one first.");
  const [row] = await services.db.delete(roles).where(eq(roles.id, id)).returning({ id: roles.id });
  if (!row) throw notFound("No such role.");
  await publish(services);
}
