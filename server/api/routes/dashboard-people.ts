import { z } from "zod";
import {
  roleChangeBody,
  roleCreateBody,
  roleKey,
  roleSchema,
  roleUpdateBody,
  userDetail as userDetailSchema,
  userPage,
  usersQuery,
} from "../../../domain/contracts/dashboard-people";
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
    summary: "Change a user's role (never one's own; the last administrator stays)",
    errors: { 409: "The last administrator cannot be demoted." },
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
    summary: "Create a role",
    errors: { 409: "A role with this key exists already." },
    ...staffOnly("roles", "add"),
    body: roleCreateBody,
    response: roleSchema,
    successStatus: 201,
    handler: ({ body, services }) => createRole(services, body),
  }),
  defineRoute({
    method: "put",
    path: "/dashboard/roles/{id}",
    summary: "Rename a role and set each area's entry: off, 'all' or a set of actions",
    ...staffOnly("roles", "edit"),
    ...oneRole,
    body: roleUpdateBody,
    handler: ({ params, body, services }) => updateRole(services, params.id, body),
  }),
  defineRoute({
    method: "delete",
    path: "/dashboard/roles/{id}",
    summary: "Delete a role no user holds",
    errors: { 409: "Users still hold this role." },
    ...staffOnly("roles", "remove"),
    params: oneRole.params,
    response: z.object({ ok: z.literal(true) }),
    handler: async ({ params, services }) => {
      await deleteRole(services, params.id);
      return { ok: true as const };
    },
  }),
];
