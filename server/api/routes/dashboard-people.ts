import { z } from "zod";
import {
  roleChangeBody,
  roleCreateBody,
  roleKey,
  roleSchema,
  roleUpdateBody,
  STALE_ROLE,
  userDetail as userDetailSchema,
  userPage,
  usersQuery,
} from "../../../domain/contracts/dashboard-people";
import { LAST_ADMIN_DEMOTED } from "../../../domain/last-administrator";
import { createRole, deleteRole, listRoles, updateRole } from "../../services/dashboard/roles";
import { changeRole, listUsers, userDetail } from "../../services/dashboard/users";
import { defineRoute, staffOnly } from "../registry";

/** One user's routes: by its id, answering with the user's detail. */
const oneUser = { params: z.object({ id: z.string().min(1).max(64) }), response: userDetailSchema };
/** One role's routes: by its key, answering with the role. */
const oneRole = { params: z.object({ id: roleKey }), response: roleSchema };

export const dashboardPeopleRoutes = [
  defineRoute({
    method: "get",
    path: "/dashboard/users",
    summary: "Customers and staff, newest first; search by name or e-mail",
    ...staffOnly("users", "view"),
    query: usersQuery,
    response: userPage,
    handler: ({ query, services }) => listUsers(services, query),
  }),
  defineRoute({
    method: "get",
    path: "/dashboard/users/{id}",
    summary: "A user's profile, addresses and orders",
    ...staffOnly("users", "view"),
    ...oneUser,
    handler: ({ params, services }) => userDetail(services, params.id),
  }),
  defineRoute({
    method: "put",
    path: "/dashboard/users/{id}/role",
    summary:
      "Change a user's role (never one's own, never beyond one's own role's access; the last administrator stays)",
    errors: { 409: LAST_ADMIN_DEMOTED },
    ...staffOnly("users", "edit"),
    ...oneUser,
    body: roleChangeBody,
    handler: async ({ params, body, services, user }) =>
      changeRole(services, (await user())!, params.id, body.role),
  }),
  defineRoute({
    method: "get",
    path: "/dashboard/roles",
    summary: "Roles with their area entries and how many users hold each",
    ...staffOnly("roles", "view"),
    response: z.array(roleSchema),
    handler: ({ services }) => listRoles(services),
  }),
  defineRoute({
    method: "post",
    path: "/dashboard/roles",
    summary: "Create a role (a non-administrator: within their own role's access)",
    errors: { 409: "A role with this key exists already." },
    ...staffOnly("roles", "add"),
    body: roleCreateBody,
    response: roleSchema,
    successStatus: 201,
    handler: async ({ body, services, user }) => createRole(services, (await user())!, body),
  }),
  defineRoute({
    method: "put",
    path: "/dashboard/roles/{id}",
    summary:
      "Rename a role and set each area's entry: off, 'all' or a set of actions (a non-administrator: not their own role, and within their own role's access)",
    errors: { 409: STALE_ROLE },
    ...staffOnly("roles", "edit"),
    ...oneRole,
    body: roleUpdateBody,
    handler: async ({ params, body, services, user }) =>
      updateRole(services, (await user())!, params.id, body),
  }),
  defineRoute({
    method: "delete",
    path: "/dashboard/roles/{id}",
    summary: "Delete a role no user holds",
    errors: { 409: "Users still hold this role." },
    ...staffOnly("roles", "remove"),
    params: oneRole.params,
    response: z.object({ ok: z.literal(true) }),
    handler: async ({ params, services, user }) => {
      await deleteRole(services, (await user())!, params.id);
      return { ok: true as const };
    },
  }),
];
