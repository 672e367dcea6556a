import { designContracts } from "../../../domain/contracts/design";
import { HERO_MIN_WIDTH } from "../../../domain/design";
import { uploadResponse } from "../../../domain/contracts/dashboard-products";
import { UPLOAD_ROUTE, acceptUpload } from "../../media/upload";
import { designDocument } from "../../services/design/design";
import { defineRoute } from "../registry";
import { versionedDocumentRoutes } from "./versioned-document-routes";

export const dashboardDesignRoutes = [
  ...versionedDocumentRoutes({
    path: "/dashboard/design",
    area: "design",
    contracts: designContracts,
    service: designDocument,
    summaries: {
      detail: "The live Design (hero, announcement, footer, social links), any draft and the history",
      version: "One published version of the Design",
      saveDraft: "Save the Design's draft (not shown in the shop)",
      discardDraft: "Discard the Design's draft",
      publish: "Publish the Design: every shop page shows it at once, in every server process",
      restore: "Publish an earlier Design again, as a new version",
    },
    conflict: "Another version was published since the editor opened the Design.",
  }),
  defineRoute({
    method: "post",
    path: "/dashboard/design/media",
    summary: "Upload the hero image (JPEG, PNG, WebP or AVIF) through the media checks; returns its key",
    tag: "dashboard",
    access: { area: "design", action: "edit" },
    upload: UPLOAD_ROUTE,
    response: uploadResponse,
    successStatus: 201,
    // The hero fills a wide screen: what the Design's hint asks for is what the server takes.
    handler: ({ file, services }) => acceptUpload(services.media.blobs, file!, HERO_MIN_WIDTH),
  }),
];
