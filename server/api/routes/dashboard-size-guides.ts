// The size guides, edited in Design (decision 60): gated by 'design' like the rest of it.
import { sizeGuidesContracts } from "../../../domain/contracts/size-guides";
import { sizeGuidesDocument } from "../../services/size-guides/size-guides";
import { versionedDocumentRoutes } from "./versioned-document-routes";

export const dashboardSizeGuideRoutes = versionedDocumentRoutes({
  path: "/dashboard/design/size-guides",
  area: "design",
  contracts: sizeGuidesContracts,
  service: sizeGuidesDocument,
  summaries: {
    detail: "The live size guides (coats and tailoring, knitwear, shoes), any draft and the history",
    version: "One published version of the size guides",
    saveDraft: "Save the size guides' draft (not shown in the shop)",
    discardDraft: "Discard the size guides' draft",
    publish: "Publish the size guides: every product page shows them at once, in every server process",
    restore: "Publish earlier size guides again, as a new version",
  },
  conflict: "Another version was published since the editor opened the size guides.",
});
