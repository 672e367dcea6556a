// Design (area 'design'): the home page's hero, the announcement bar, the footer's client
// service details and the social links, with a preview, drafts, publishing and restore. After
// each write the page navigates to itself so the loader reads the Design again.
import { Link } from "react-router";
import type { DesignDetail } from "../../../../sdk/dashboard";
import { dashboardApi } from "../api";
import fields from "../fields.module.css";
import ui from "../ui.module.css";
import { PageHeader } from "../page-header";
import { useVersionedContent } from "../versioned-content/use-versioned-content";
import { VersionHistory } from "../versioned-content/version-history";
import { VersionLead } from "../versioned-content/version-lead";
import { DesignEditor } from "./design-editor";

export function DesignView({ detail }: { detail: DesignDetail }) {
  const content = useVersionedContent(detail, {
    area: "design",
    shopHref: "/",
    loadVersion: (number) => dashboardApi.designVersion(number),
    saveDraft: (design, base) => dashboardApi.saveDesignDraft(design, base),
    discardDraft: (savedAt) => dashboardApi.discardDesignDraft(savedAt),
    publish: (design, base) => dashboardApi.publishDesign(design, base),
    restore: (number, basedOn) => dashboardApi.restoreDesign(number, basedOn),
    draftSaved: "The draft has been saved. The shop still shows the published Design.",
    published: (number) => `Version ${number} is published: every shop page shows it now.`,
    restored: (number, as) => `Version ${number} has been restored as version ${as}.`,
  });

  return (
    <div className={ui.page}>
      <PageHeader
        eyebrow="Website"
        title="Design"
        lead={<VersionLead live={content.live} draft={detail.draft} />}
        actions={
          <div className={fields.buttons}>
            <Link to="/dashboard/design/size-guides" className={ui.button}>
              Size Guides
            </Link>
            <a href="/" className={ui.button}>
              View the Shop
            </a>
          </div>
        }
      />
      {content.notices}
      <DesignEditor key={content.editorKey} {...content.editor}>
        <VersionHistory {...content.history} />
      </DesignEditor>
    </div>
  );
}
