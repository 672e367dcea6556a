import { z } from "zod";
import {
  addressBody,
  addressIndexParams,
  profileBody,
  profileSchema,
} from "../../../domain/contracts/account";
import type { SessionUser } from "../../auth/guards";
import { changeAddressBook, toProfile, updateProfile } from "../../services/account/profile";
import { defineRoute } from "../registry";

// access: "user" guarantees a signed-in user before the handler runs.
const me = async (user: () => Promise<SessionUser | null>) => (await user())!;

export const accountRoutes = [
  defineRoute({
    method: "get",
    path: "/me",
    summary: "My profile and address book",
    tag: "account",
    access: "user",
    response: profileSchema,
    handler: async ({ services, user }) => toProfile(services, await me(user)),
  }),
  defineRoute({
    method: "put",
    path: "/me/profile",
    summary: "Edit my profile (civility, names, country, newsletter)",
    tag: "account",
    access: "user",
    body: profileBody,
    response: profileSchema,
    handler: async ({ body, services, user }) => updateProfile(services, await me(user), body),
  }),
  defineRoute({
    method: "post",
    path: "/me/addresses",
    summary: "Add an address (optionally as the default); a full book answers 409",
    tag: "account",
    access: "user",
    body: addressBody,
    response: profileSchema,
    successStatus: 201,
    handler: async ({ body, services, user }) =>
      changeAddressBook(services, await me(user), { kind: "add", body }),
  }),
  defineRoute({
    method: "put",
    path: "/me/addresses/{index}",
    summary: "Edit an address",
    tag: "account",
    access: "user",
    params: addressIndexParams,
    body: addressBody,
    response: profileSchema,
    handler: async ({ params, body, services, user }) =>
      changeAddressBook(services, await me(user), { kind: "edit", index: params.index, body }),
  }),
  defineRoute({
    method: "post",
    path: "/me/addresses/{index}/default",
    summary: "Make an address the default",
    tag: "account",
    access: "user",
    params: addressIndexParams,
    body: z.strictObject({}),
    response: profileSchema,
    handler: async ({ params, services, user }) =>
      changeAddressBook(services, await me(user), { kind: "default", index: params.index }),
  }),
  defineRoute({
    method: "delete",
    path: "/me/addresses/{index}",
    summary: "Remove an address (not the only one)",
    tag: "account",
    access: "user",
    params: addressIndexParams,
    response: profileSchema,
    handler: async ({ params, services, user }) =>
      changeAddressBook(services, await me(user), { kind: "remove", index: params.index }),
  }),
];
