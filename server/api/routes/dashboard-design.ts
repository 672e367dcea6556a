import { z } from "zod";
import {
  designDetailSchema,
  designDraftSchema,
  designContentSchema,
  designVersionParams,
  designVersionSchema,
  publishDesignBody,
} from "../../../domain/contracts/design";
import { uploadResponse } from "../../../domain/contracts/dashboard-products";
import { UPLOAD_ROUTE, acceptUpload } from "../../media/upload";
import {
  designDetail,
  designVersion,
  discardDesignDraft,
  publishDesign,
  restoreDesign,
  saveDesignDraft,
} from "../../services/design/design";
import { defineRoute } from "../registry";

const view = { area: "design", action: "view" } as const;
const edit = { area: "design", action: "edit" } as const;

export const dashboardDesignRoutes = [
  defineRoute({
    method: "get",
    path: "/dashboard/design",
    summary: "The live Design (hero, announcement, footer, social links), any draft and the history",
    tag: "dashboard",
    access: view,
    response: designDetailSchema,
    handler: ({ services }) => designDetail(services),
  }),
  defineRoute({
    method: "get",
    path: "/dashboard/design/versions/{number}",
    summary: "One published version of the Design",
    tag: "dashboard",
    access: view,
    params: designVersionParams,
    response: designVersionSchema,
    handler: ({ params, services }) => designVersion(services, params.number),
  }),
  defineRoute({
    method: "put",
    path: "/dashboard/design/draft",
    summary: "Save the Design's draft (not shown in the shop)",
    tag: "dashboard",
    access: edit,
    body: designContentSchema,
    response: designDraftSchema,
    handler: async ({ body, services, user }) => saveDesignDraft(services, body, (await user())!),
  }),
  defineRoute({
    method: "delete",
    path: "/dashboard/design/draft",
    summary: "Discard the Design's draft",
    tag: "dashboard",
    access: edit,
    response: designDetailSchema,
    handler: ({ services }) => discardDesignDraft(services),
  }),
  defineRoute({
    method: "post",
    path: "/dashboard/design/publish",
    summary: "Publish the Design: every shop page shows it at once, in every server process",
    tag: "dashboard",
    access: edit,
    body: publishDesignBody,
    response: designDetailSchema,
    errors: { 409: "Another version was published since the editor opened the Design." },
    handler: async ({ body, services, user }) => publishDesign(services, body, (await user())!),
  }),
  defineRoute({
    method: "post",
    path: "/dashboard/design/versions/{number}/restore",
    summary: "Publish an earlier Design again, as a new version",
    tag: "dashboard",
    access: edit,
    params: designVersionParams,
    body: z.strictObject({}).optional(),
    response: designDetailSchema,
    handler: async ({ params, services, user }) => restoreDesign(services, params.number, (await user())!),
  }),
  defineRoute({
    method: "post",
    path: "/dashboard/design/media",
    summary: "Upload the hero image (JPEG, PNG, WebP or AVIF) through the media checks; returns its key",
    tag: "dashboard",
    access: edit,
    upload: UPLOAD_ROUTE,
    response: uploadResponse,
    successStatus: 201,
    handler: ({ file, services }) => acceptUpload(services.media.blobs, file!),
  }),
];
