import {
  draftInfoSchema,
  pageDraftBody,
  pageDetailSchema,
  pageKeyParams,
  pageListSchema,
  pageVersionParams,
  pageVersionSchema,
  previewBody,
  previewSchema,
  publishPageBody,
} from "../../../domain/contracts/pages";
import {
  discardPageDraft,
  listPages,
  pageDetail,
  pageVersion,
  publishPage,
  renderBody,
  restorePage,
  savePageDraft,
} from "../../services/pages/pages";
import { discardDraftQuery, restoreBody } from "../../../domain/contracts/versioned-content";
import { draftConflict } from "./versioned-document-routes";
import { defineRoute } from "../registry";

const view = { area: "pages", action: "view" } as const;
const edit = { area: "pages", action: "edit" } as const;

export const dashboardPageRoutes = [
  defineRoute({
    method: "get",
    path: "/dashboard/pages",
    summary: "The legal and FAQ documents with their live version and any draft",
    tag: "dashboard",
    access: view,
    response: pageListSchema,
    handler: ({ services }) => listPages(services),
  }),
  defineRoute({
    method: "get",
    path: "/dashboard/pages/{key}",
    summary: "One document: live version, draft and version history",
    tag: "dashboard",
    access: view,
    params: pageKeyParams,
    response: pageDetailSchema,
    handler: ({ params, services }) => pageDetail(services, params.key),
  }),
  defineRoute({
    method: "get",
    path: "/dashboard/pages/{key}/versions/{number}",
    summary: "The full text of one published version",
    tag: "dashboard",
    access: view,
    params: pageVersionParams,
    response: pageVersionSchema,
    handler: ({ params, services }) => pageVersion(services, params.key, params.number),
  }),
  defineRoute({
    method: "put",
    path: "/dashboard/pages/{key}/draft",
    summary: "Save the document's draft (not shown in the shop)",
    tag: "dashboard",
    access: edit,
    params: pageKeyParams,
    body: pageDraftBody,
    response: draftInfoSchema,
    errors: { 409: draftConflict },
    handler: async ({ params, body, services, user }) =>
      savePageDraft(services, params.key, body, (await user())!),
  }),
  defineRoute({
    method: "delete",
    path: "/dashboard/pages/{key}/draft",
    summary: "Discard the document's draft",
    tag: "dashboard",
    access: edit,
    params: pageKeyParams,
    query: discardDraftQuery,
    response: pageDetailSchema,
    errors: { 409: draftConflict },
    handler: ({ params, query, services }) => discardPageDraft(services, params.key, query.draftSavedAt),
  }),
  defineRoute({
    method: "post",
    path: "/dashboard/pages/{key}/publish",
    summary: "Publish a new version: the shop shows it at once, in every server process",
    tag: "dashboard",
    access: edit,
    params: pageKeyParams,
    body: publishPageBody,
    response: pageDetailSchema,
    errors: { 409: "Another version was published since the editor opened the document." },
    handler: async ({ params, body, services, user }) =>
      publishPage(services, params.key, body, (await user())!),
  }),
  defineRoute({
    method: "post",
    path: "/dashboard/pages/{key}/versions/{number}/restore",
    summary: "Publish an earlier version's text again, as a new version",
    tag: "dashboard",
    access: edit,
    params: pageVersionParams,
    body: restoreBody,
    response: pageDetailSchema,
    errors: { 409: "Another version was published since the editor opened the document." },
    handler: async ({ params, body, services, user }) =>
      restorePage(services, params.key, params.number, (await user())!, body?.basedOn),
  }),
  defineRoute({
    method: "post",
    path: "/dashboard/pages/preview",
    summary: "Render Markdown as the shop would show it, without saving",
    tag: "dashboard",
    access: edit,
    body: previewBody,
    response: previewSchema,
    handler: async ({ body }) => renderBody(body.body),
  }),
];
