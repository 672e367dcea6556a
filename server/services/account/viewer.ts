// Who the visitor is, for the parts of a shared page the browser fills in (decision 45).
import { eq } from "drizzle-orm";
import type { ViewerKind, ViewerSummary } from "../../../domain/contracts/viewer";
import { hasArea } from "../../../domain/permissions";
import { DASHBOARD_AREAS } from "../../../domain/types";
import type { SessionUser } from "../../auth/guards";
import { roles } from "../../db/schema";
import type { Services } from "../services";

/** docs/behaviour.md §2: Dashboard is offered to a role that opens at least one area. */
export async function opensDashboard(services: Pick<Services, "db">, roleId: string): Promise<boolean> {
  const [role] = await services.db
    .select({ permissions: roles.permissions })
    .from(roles)
    .where(eq(roles.id, roleId));
  return role ? DASHBOARD_AREAS.some((area) => hasArea(role.permissions, area)) : false;
}

export async function viewerSummary(
  services: Pick<Services, "db">,
  user: Pick<SessionUser, "name" | "role"> | null,
): Promise<ViewerSummary> {
  if (!user) return { signedIn: false, name: "", dashboard: false };
  return { signedIn: true, name: user.name, dashboard: await opensDashboard(services, user.role) };
}

export function viewerKind(summary: ViewerSummary): ViewerKind {
  if (!summary.signedIn) return "guest";
  return summary.dashboard ? "staff" : "customer";
}
