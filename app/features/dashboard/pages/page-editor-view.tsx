// One document of the Pages area. After each write the page navigates to itself, so the loader
// reads the document again and the confirmation travels in the history entry's state.
import { Link } from "react-router";
import { formatDate } from "../../../../domain/dates";
import { PAGE_DOCUMENTS } from "../../../../domain/page-documents";
import type { PageDetail } from "../../../../sdk/dashboard";
import { dashboardApi } from "../api";
import ui from "../ui.module.css";
import { useVersionedContent } from "../versioned-content/use-versioned-content";
import { VersionHistory } from "../versioned-content/version-history";
import { VersionLead } from "../versioned-content/version-lead";
import { PageForm } from "./page-form";
import { shopPath } from "./page-links";
import styles from "./pages.module.css";
import { PageHeader } from "../page-header";

export function PageEditorView({ detail }: { detail: PageDetail }) {
  const content = useVersionedContent(detail, {
    area: "pages",
    shopHref: shopPath(detail.key),
    loadVersion: (number) => dashboardApi.pageVersion(detail.key, number),
    saveDraft: (page, base) => dashboardApi.savePageDraft(detail.key, page, base),
    discardDraft: (savedAt) => dashboardApi.discardPageDraft(detail.key, savedAt),
    publish: (page, base) => dashboardApi.publishPage(detail.key, page, base),
    restore: (number, basedOn) => dashboardApi.restorePage(detail.key, number, basedOn),
    draftSaved: "The draft has been saved. The shop still shows the published text.",
    published: (number) => `Version ${number} is published and shown in the shop.`,
    restored: (number, as) =>
      `Version ${number} has been restored as version ${as} and is shown in the shop.`,
  });
  const doc = PAGE_DOCUMENTS.find((d) => d.key === detail.key)!;

  return (
    <div className={ui.page}>
      <PageHeader
        eyebrow={
          <>
            <Link to="/dashboard/pages">Pages</Link> · {doc.group === "legal" ? "Legal" : "FAQ"}
          </>
        }
        title={detail.published.content.title}
        lead={<VersionLead live={content.live} draft={detail.draft} draftSavedBy={detail.draft?.savedBy} />}
        actions={
          <>
            <a href={shopPath(detail.key)} className={ui.button}>
              View in Shop
            </a>
          </>
        }
      />
      {content.notices}
      <div className={styles.layout}>
        <PageForm key={content.editorKey} {...content.editor} />
        <VersionHistory
          {...content.history}
          history={detail.history.map((v) => ({
            ...v,
            detail: `Effective from ${formatDate(v.effectiveFrom)}`,
          }))}
        />
      </div>
    </div>
  );
}
