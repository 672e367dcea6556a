import { z } from "zod";
import { STALE_ADDRESS_BOOK } from "../../../domain/address-book-core";
import {
  addressBody,
  addressDefaultBody,
  addressEditBody,
  addressIndexParams,
  addressRemoveQuery,
  profileBody,
  profileSchema,
} from "../../../domain/contracts/account";
import {
  wishlistItemParams,
  wishlistItemStateSchema,
  wishlistSchema,
} from "../../../domain/contracts/wishlist";
import type { SessionUser } from "../../auth/guards";
import { changeAddressBook, toProfile, updateProfile } from "../../services/account/profile";
import {
  isInWishlist,
  readWishlist,
  removeFromWishlist,
  saveToWishlist,
} from "../../services/account/wishlist";
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
    body: addressEditBody,
    response: profileSchema,
    errors: { 409: STALE_ADDRESS_BOOK },
    handler: async ({ params, body: { version, ...body }, services, user }) =>
      changeAddressBook(services, await me(user), { kind: "edit", index: params.index, body, version }),
  }),
  defineRoute({
    method: "post",
    path: "/me/addresses/{index}/default",
    summary: "Make an address the default",
    tag: "account",
    access: "user",
    params: addressIndexParams,
    body: addressDefaultBody,
    response: profileSchema,
    errors: { 409: STALE_ADDRESS_BOOK },
    handler: async ({ params, body, services, user }) =>
      changeAddressBook(services, await me(user), {
        kind: "default",
        index: params.index,
        version: body.version,
      }),
  }),
  defineRoute({
    method: "delete",
    path: "/me/addresses/{index}",
    summary: "Remove an address (not the only one)",
    tag: "account",
    access: "user",
    params: addressIndexParams,
    query: addressRemoveQuery,
    response: profileSchema,
    errors: { 409: STALE_ADDRESS_BOOK },
    handler: async ({ params, query, services, user }) =>
      changeAddressBook(services, await me(user), {
        kind: "remove",
        index: params.index,
        version: query.version,
      }),
  }),
  defineRoute({
    method: "get",
    path: "/me/wishlist",
    summary: "My wishlist: the pieces I keep, most recently saved first, as listing cards",
    tag: "account",
    access: "user",
    response: wishlistSchema,
    handler: async ({ services, user }) => readWishlist(services.db, (await me(user)).id),
  }),
  defineRoute({
    method: "get",
    path: "/me/wishlist/{productId}",
    summary: "Whether I keep this piece (an unknown one: not kept)",
    tag: "account",
    access: "user",
    params: wishlistItemParams,
    response: wishlistItemStateSchema,
    handler: async ({ params, services, user }) =>
      isInWishlist(services.db, (await me(user)).id, params.productId),
  }),
  defineRoute({
    method: "put",
    path: "/me/wishlist/{productId}",
    summary: "Keep a piece in my wishlist (again: nothing changes; a full wishlist answers 409)",
    tag: "account",
    access: "user",
    params: wishlistItemParams,
    body: z.strictObject({}),
    response: wishlistSchema,
    handler: async ({ params, services, user }) =>
      saveToWishlist(services.db, (await me(user)).id, params.productId),
  }),
  defineRoute({
    method: "delete",
    path: "/me/wishlist/{productId}",
    summary: "Let a piece go from my wishlist (one not kept: nothing changes)",
    tag: "account",
    access: "user",
    params: wishlistItemParams,
    response: wishlistSchema,
    handler: async ({ params, services, user }) =>
      removeFromWishlist(services.db, (await me(user)).id, params.productId),
  }),
];
