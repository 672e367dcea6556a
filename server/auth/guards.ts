// Throwing authorization helpers: first line of every handler that needs them.
import { readSession } from "./read-session";
import { eq } from "drizzle-orm";
import { allows } from "../../domain/permissions";
import type { DashboardArea } from "../../domain/types";
import { roles, user as userTable } from "../db/schema";
import { forbidden, unauthorized } from "../http/errors";
import type { Services } from "../services-type";

export type SessionUser = typeof userTable.$inferSelect;

export async function getSessionUser(services: Services, headers: Headers): Promise<SessionUser | null> {
  const session = await readSession(services.auth, headers);
  if (!session) return null;
  // Read the row, not the cached session payload, so a role change applies on the next request.
  const [row] = await services.db.select().from(userTable).where(eq(userTable.id, session.user.id));
  return row ?? null;
}

export async function requireUser(services: Services, headers: Headers): Promise<SessionUser> {
  const user = await getSessionUser(services, headers);
  if (!user) throw unauthorized();
  return user;
}

/** Re-reads the user's role from the roles table on every call (docs/behaviour.md §6). */
export async function requirePermission(
  services: Services,
  user: SessionUser | null,
  area: DashboardArea,
  action: string | string[],
): Promise<SessionUser> {
  if (!user) throw unauthorized();
  const actions = Array.isArray(action) ? action : [action];
  const [role] = await services.db.select().from(roles).where(eq(roles.id, user.role));
  if (!role || !actions.some((a) => allows(role.permissions[area], a))) {
    services.log.warn(
      { event: "permission_denied", userId: user.id, role: user.role, area, action },
      "permission denied",
    );
    throw forbidden();
  }
  return user;
}
