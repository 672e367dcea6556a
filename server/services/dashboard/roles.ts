// Roles as data (docs/behaviour.md §3): list, create, rename, edit each area's entry, delete when unused.
import { count, eq } from "drizzle-orm";
import { STALE_ROLE, type Role } from "../../../domain/contracts/dashboard-people";
import { withinPermissions } from "../../../domain/permissions";
import { normaliseEntry } from "../../../domain/role-actions";
import { DASHBOARD_AREAS, type AreaPermission, type RolePermissions } from "../../../domain/types";
import { roles, user } from "../../db/schema";
import { conflict, forbidden, invalid, notFound } from "../errors";
import type { SessionUser } from "../../auth/guards";
import type { Services } from "../../services-type";

/** The administrator role always keeps every area: nobody can lock the house out of itself. */
export const ADMIN_ROLE = "admin";

/** Decision 123: what a staff member without the administrator role is told when they reach beyond it. */
export const BEYOND_OWN_ROLE = "You can only give access your own role has.";
export const OWN_ROLE = "Your own role can only be changed by someone else.";

/** A role's area entries; none for a role that does not exist (or the customers' 'user'). */
export async function permissionsOf(services: Services, roleId: string): Promise<RolePermissions> {
  const [row] = await services.db
    .select({ permissions: roles.permissions })
    .from(roles)
    .where(eq(roles.id, roleId));
  return row?.permissions ?? {};
}

/**
 * Decision 123: a staff member who is not an administrator may only create, edit or remove roles
 * whose access, before and after, is within their own role's: a role editor cannot build a role
 * that opens more than theirs and hand it to an accomplice, nor widen a role above theirs.
 */
export async function requireWithinOwn(
  services: Services,
  staff: SessionUser,
  ...entries: RolePermissions[]
): Promise<void> {
  reachOf(staff.role === ADMIN_ROLE ? null : await permissionsOf(services, staff.role), ...entries);
}

/** requireWithinOwn with the staff member's access already read (null: an administrator's). */
function reachOf(held: RolePermissions | null, ...entries: RolePermissions[]): void {
  if (held && !entries.every((granted) => withinPermissions(granted, held))) throw forbidden(BEYOND_OWN_ROLE);
}

function normalise(input: Partial<Record<string, AreaPermission>>): RolePermissions {
  const out: RolePermissions = {};
  for (const area of DASHBOARD_AREAS) {
    const e = normaliseEntry(area, input[area]);
    if (e !== false) out[area] = e;
  }
  return out;
}

export async function listRoles(services: Services): Promise<Role[]> {
  // The key breaks a tie: the seeded roles share one creation time, and PostgreSQL would
  // otherwise give them in whatever order their rows lie, which an update changes.
  const rows = await services.db.select().from(roles).orderBy(roles.createdAt, roles.id);
  const counts = await services.db.select({ role: user.role, n: count() }).from(user).groupBy(user.role);
  return rows.map((r) => ({
    id: r.id,
    roleName: r.roleName,
    permissions: r.permissions,
    userCount: counts.find((c) => c.role === r.id)?.n ?? 0,
    version: r.updatedAt.toISOString(),
  }));
}

async function publish(services: Services) {
  await services.live.publish({ type: "roles" });
}

export async function createRole(
  services: Services,
  staff: SessionUser,
  body: { id: string; roleName: string; permissions: Partial<Record<string, AreaPermission>> },
): Promise<Role> {
  if (body.id === "user")
    throw invalid("'user' is the customers' role.", {
      id: "'user' is the customers' role: choose another key.",
    });
  const permissions = normalise(body.permissions);
  await requireWithinOwn(services, staff, permissions);
  const [row] = await services.db
    .insert(roles)
    .values({ id: body.id, roleName: body.roleName, permissions })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict("A role with this key exists already.");
  await publish(services);
  return {
    id: row.id,
    roleName: row.roleName,
    permissions: row.permissions,
    userCount: 0,
    version: row.updatedAt.toISOString(),
  };
}

export async function updateRole(
  services: Services,
  staff: SessionUser,
  id: string,
  body: { roleName: string; permissions: Partial<Record<string, AreaPermission>>; version?: string },
): Promise<Role> {
  // Decision 123: no self-promotion through the role one holds (an administrator's stays 'all'),
  // and the administrator role is the administrators' to rename. Asked before the permissions
  // are judged: someone who may not touch a role is told so, whatever areas they asked for.
  if (id === staff.role && staff.role !== ADMIN_ROLE) throw forbidden(OWN_ROLE);
  if (id === ADMIN_ROLE && staff.role !== ADMIN_ROLE) throw forbidden(BEYOND_OWN_ROLE);
  const permissions = normalise(body.permissions);
  if (id === ADMIN_ROLE && DASHBOARD_AREAS.some((a) => permissions[a] !== "all")) {
    throw invalid("The administrator role keeps every area.", { permissions: "Keep 'all' everywhere." });
  }
  // The staff member's own access, read before the role is locked (a change of it meanwhile
  // applies from their next request, as everywhere in the dashboard).
  const held = staff.role === ADMIN_ROLE ? null : await permissionsOf(services, staff.role);
  await services.db.transaction(async (tx) => {
    // Locked and read first: the access judged below, and the version compared, are the ones
    // this save replaces.
    const [old] = await tx
      .select({ permissions: roles.permissions, updatedAt: roles.updatedAt })
      .from(roles)
      .where(eq(roles.id, id))
      .for("no key update");
    if (!old) throw notFound("No such role.");
    reachOf(held, old.permissions, permissions);
    // Two people on one role: the later save would silently put back what the earlier changed.
    if (body.version !== undefined && old.updatedAt.toISOString() !== body.version)
      throw conflict(STALE_ROLE, undefined, "stale_role");
    await tx
      .update(roles)
      .set({ roleName: body.roleName, permissions, updatedAt: new Date() })
      .where(eq(roles.id, id));
  });
  await publish(services);
  return (await listRoles(services)).find((r) => r.id === id)!;
}

export async function deleteRole(services: Services, staff: SessionUser, id: string): Promise<void> {
  if (id === ADMIN_ROLE && staff.role !== ADMIN_ROLE) throw forbidden(BEYOND_OWN_ROLE);
  await requireWithinOwn(services, staff, await permissionsOf(services, id));
  // The role's row is locked first: a role being given to someone meanwhile (users.ts, which
  // holds a share lock on the row) is counted, never left pointing at a deleted role.
  await services.db.transaction(async (tx) => {
    const [row] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, id)).for("update");
    if (!row) throw notFound("No such role.");
    const [held] = await tx.select({ n: count() }).from(user).where(eq(user.role, id));
    if ((held?.n ?? 0) > 0) throw conflict("Users still hold this role: give them another one first.");
    await tx.delete(roles).where(eq(roles.id, id));
  });
  await publish(services);
}
