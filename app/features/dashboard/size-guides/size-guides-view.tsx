// Size guides (area 'design', decision 60): the coats and tailoring, knitwear and shoe guides,
// with a preview, drafts, publishing and restore as the rest of Design. After each write the
// page navigates to itself so the loader reads the guides again.
import { Link } from "react-router";
import type { SizeGuidesDetail } from "../../../../sdk/dashboard";
import { dashboardApi } from "../api";
import ui from "../ui.module.css";
import { PageHeader } from "../page-header";
import { useVersionedContent } from "../versioned-content/use-versioned-content";
import { VersionHistory } from "../versioned-content/version-history";
import { VersionLead } from "../versioned-content/version-lead";
import { SizeGuidesEditor } from "./size-guides-editor";

export function SizeGuidesView({ detail }: { detail: SizeGuidesDetail }) {
  const content = useVersionedContent(detail, {
    area: "design",
    shopHref: "/",
    loadVersion: (number) => dashboardApi.sizeGuidesVersion(number),
    saveDraft: (guides, base) => dashboardApi.saveSizeGuidesDraft(guides, base),
    discardDraft: (savedAt) => dashboardApi.discardSizeGuidesDraft(savedAt),
    publish: (guides, base) => dashboardApi.publishSizeGuides(guides, base),
    restore: (number, basedOn) => dashboardApi.restoreSizeGuides(number, basedOn),
    draftSaved: "The draft has been saved. The shop still shows the published size guides.",
    published: (number) => `Version ${number} is published: every product page shows it now.`,
    restored: (number, as) => `Version ${number} has been restored as version ${as}.`,
  });

  return (
    <div className={ui.page}>
      <PageHeader
        eyebrow={
          <>
            <Link to="/dashboard/design">Design</Link> / Size Guides
          </>
        }
        title="Size Guides"
        lead={
          <VersionLead live={content.live} draft={detail.draft}>
            {" Each product names its guide in its form; its page shows the rows of the sizes it sells."}
          </VersionLead>
        }
      />
      {content.notices}
      <SizeGuidesEditor key={content.editorKey} {...content.editor}>
        <VersionHistory {...content.history} />
      </SizeGuidesEditor>
    </div>
  );
}
