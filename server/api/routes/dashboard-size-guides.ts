// The size guides, edited in Design (decision 60): gated by 'design' like the rest of it.
import { z } from "zod";
import {
  publishSizeGuidesBody,
  sizeGuidesContentSchema,
  sizeGuidesDetailSchema,
  sizeGuidesDraftSchema,
  sizeGuidesVersionParams,
  sizeGuidesVersionSchema,
} from "../../../domain/contracts/size-guides";
import {
  discardSizeGuidesDraft,
  publishSizeGuides,
  restoreSizeGuides,
  saveSizeGuidesDraft,
  sizeGuidesDetail,
  sizeGuidesVersion,
} from "../../services/size-guides/size-guides";
import { defineRoute } from "../registry";

const view = { area: "design", action: "view" } as const;
const edit = { area: "design", action: "edit" } as const;

export const dashboardSizeGuideRoutes = [
  defineRoute({
    method: "get",
    path: "/dashboard/design/size-guides",
    summary: "The live size guides (coats and tailoring, knitwear, shoes), any draft and the history",
    tag: "dashboard",
    access: view,
    response: sizeGuidesDetailSchema,
    handler: ({ services }) => sizeGuidesDetail(services),
  }),
  defineRoute({
    method: "get",
    path: "/dashboard/design/size-guides/versions/{number}",
    summary: "One published version of the size guides",
    tag: "dashboard",
    access: view,
    params: sizeGuidesVersionParams,
    response: sizeGuidesVersionSchema,
    handler: ({ params, services }) => sizeGuidesVersion(services, params.number),
  }),
  defineRoute({
    method: "put",
    path: "/dashboard/design/size-guides/draft",
    summary: "Save the size guides' draft (not shown in the shop)",
    tag: "dashboard",
    access: edit,
    body: sizeGuidesContentSchema,
    response: sizeGuidesDraftSchema,
    handler: async ({ body, services, user }) => saveSizeGuidesDraft(services, body, (await user())!),
  }),
  defineRoute({
    method: "delete",
    path: "/dashboard/design/size-guides/draft",
    summary: "Discard the size guides' draft",
    tag: "dashboard",
    access: edit,
    response: sizeGuidesDetailSchema,
    handler: ({ services }) => discardSizeGuidesDraft(services),
  }),
  defineRoute({
    method: "post",
    path: "/dashboard/design/size-guides/publish",
    summary: "Publish the size guides: every product page shows them at once, in every server process",
    tag: "dashboard",
    access: edit,
    body: publishSizeGuidesBody,
    response: sizeGuidesDetailSchema,
    errors: { 409: "Another version was published since the editor opened the size guides." },
    handler: async ({ body, services, user }) => publishSizeGuides(services, body, (await user())!),
  }),
  defineRoute({
    method: "post",
    path: "/dashboard/design/size-guides/versions/{number}/restore",
    summary: "Publish earlier size guides again, as a new version",
    tag: "dashboard",
    access: edit,
    params: sizeGuidesVersionParams,
    body: z.strictObject({}).optional(),
    response: sizeGuidesDetailSchema,
    handler: async ({ params, services, user }) => restoreSizeGuides(services, params.number, (await user())!),
  }),
];
