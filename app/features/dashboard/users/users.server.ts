// Loaders of the Users pages, over the same services as the JSON API. Show More and the role
// change go through the SDK from the browser.
import { data, type RouterContextProvider } from "react-router";
import { usersQuery, type Role } from "../../../../domain/contracts/dashboard-people";
import { isNotFound } from "../../../../server/services/errors";
import { listCountries } from "../../../../server/services/countries";
import { listRoles } from "../../../../server/services/dashboard/roles";
import { listUsers, userDetail } from "../../../../server/services/dashboard/users";
import { servicesFrom } from "../../../lib/context.server";
import { can, requireArea, rolesBeyond } from "../access.server";
import { ADMIN_ROLE_ID, type RoleOption } from "./role-options";

type Context = Readonly<RouterContextProvider>;

export const USERS_PAGE_SIZE = 20;

/** The roles as the pages name them: their access stays on the server. */
function roleOptions(roles: readonly Role[]): RoleOption[] {
  return roles.map(({ id, roleName }) => ({ id, roleName }));
}

export async function loadUserList(request: Request, context: Context) {
  await requireArea(request, context, "users");
  // Only the query string is read; the path may end in '.data' on client navigations.
  const params = new URL(request.url).searchParams;
  const values = { q: params.get("q")?.trim() ?? "", role: params.get("role") ?? "" };
  const parsed = usersQuery.safeParse({
    q: values.q || undefined,
    role: values.role || undefined,
    limit: USERS_PAGE_SIZE,
  });
  // The fields are short and free-form: only an over-long value fails, and is then ignored.
  const query = parsed.success ? parsed.data : { limit: USERS_PAGE_SIZE };
  const [page, roles] = await Promise.all([
    listUsers(servicesFrom(context), query),
    listRoles(servicesFrom(context)),
  ]);
  return { values, page, roles: roleOptions(roles) };
}

export async function loadUser(request: Request, context: Context, id: string) {
  const access = await requireArea(request, context, "users");
  try {
    const [detail, roles] = await Promise.all([
      userDetail(servicesFrom(context), id),
      listRoles(servicesFrom(context)),
    ]);
    const codes = new Set([detail.profile.country, ...detail.profile.addressBook.map((a) => a.country)]);
    const countries = Object.fromEntries(
      listCountries()
        .filter((c) => codes.has(c.cca3))
        .map((c) => [c.cca3, c.name.common]),
    );
    return {
      detail,
      roles: roleOptions(roles),
      countries,
      /** What the role form may offer; the server refuses anything else anyway. */
      roleChange: {
        allowed: can(access, "users", "edit"),
        self: access.user.id === id,
        grantsAdmin: access.user.role === ADMIN_ROLE_ID,
        // Decision 123: roles beyond the editor's own are neither given nor taken away.
        beyond: rolesBeyond(access, roles),
      },
    };
  } catch (error) {
    if (isNotFound(error)) throw data(null, { status: 404 });
    throw error;
  }
}
