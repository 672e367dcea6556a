// Loader of the Roles page: every role with its user count. The role being edited is named in
// the query string (?role=support); writes go through the SDK from the browser.
import type { RouterContextProvider } from "react-router";
import { listRoles } from "../../../../server/services/dashboard/roles";
import { servicesFrom } from "../../../lib/context.server";
import { requireArea, rolesBeyond } from "../access.server";

export async function loadRoles(request: Request, context: Readonly<RouterContextProvider>) {
  const access = await requireArea(request, context, "roles");
  const roles = await listRoles(servicesFrom(context));
  const asked = new URL(request.url).searchParams.get("role");
  // An unknown key (a role just deleted elsewhere, say) falls back to the first role.
  const selected = roles.find((r) => r.id === asked)?.id ?? roles[0]?.id ?? null;
  // What the editor offers; the server refuses the rest anyway (decision 123).
  const limits = {
    ownRole: access.user.role === "admin" ? null : access.user.role,
    beyond: rolesBeyond(access, roles),
  };
  return { roles, selected, limits };
}
