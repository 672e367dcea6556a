// One document of the Pages area. After each write the page navigates to itself, so the loader
// reads the document again and the confirmation travels in the history entry's state.
import { Link } from "react-router";
import { PAGE_DOCUMENTS } from "../../../../domain/page-documents";
import type { PageContent, PageDetail } from "../../../../sdk/dashboard";
import { dashboardApi } from "../api";
import { formatDateTime } from "../format";
import { useCan } from "../frame-data";
import type { PublishAction } from "../publish-actions";
import ui from "../ui.module.css";
import { useVersionNotices } from "../use-version-notices";
import { VersionHistory } from "../version-history";
import { PageForm } from "./page-form";
import { shopPath } from "./page-links";
import styles from "./pages.module.css";
import { PageHeader } from "../page-header";

export function PageEditorView({ detail }: { detail: PageDetail }) {
  const canEdit = useCan("pages", "edit");
  const { notices, opened, open, reload } = useVersionNotices(
    shopPath(detail.key),
    async (number) => (await dashboardApi.pageVersion(detail.key, number)).content,
  );
  const doc = PAGE_DOCUMENTS.find((d) => d.key === detail.key)!;
  const live = detail.published.info;

  async function submit(action: PublishAction, content: PageContent) {
    if (action === "discard") {
      await dashboardApi.discardPageDraft(detail.key);
      return reload("The draft has been discarded.");
    }
    if (action === "draft") {
      await dashboardApi.savePageDraft(detail.key, content);
      return reload("The draft has been saved. The shop still shows the published text.");
    }
    const saved = await dashboardApi.publishPage(detail.key, content, live.number);
    reload(`Version ${saved.published.info.number} is published and shown in the shop.`);
  }

  const savedBy = detail.draft?.savedBy ? ` by ${detail.draft.savedBy}` : "";
  return (
    <div className={ui.page}>
      <PageHeader
        eyebrow={
          <>
            <Link to="/dashboard/pages">Pages</Link> · {doc.group === "legal" ? "Legal" : "FAQ"}
          </>
        }
        title={detail.published.content.title}
        lead={
          <>
            Version {live.number} is live, published {formatDateTime(live.publishedAt)}
            {live.publishedBy ? ` by ${live.publishedBy}` : ""}.{" "}
            {detail.draft ? `A draft was saved ${formatDateTime(detail.draft.savedAt)}${savedBy}.` : ""}
          </>
        }
        actions={
          <>
            <a href={shopPath(detail.key)} className={ui.button}>
              View in Shop
            </a>
          </>
        }
      />
      {notices}
      <div className={styles.layout}>
        <PageForm
          key={`${live.number}-${detail.draft?.savedAt ?? ""}-${opened?.number ?? ""}`}
          initial={opened?.content ?? detail.draft?.content ?? detail.published.content}
          hasDraft={detail.draft !== null}
          canEdit={canEdit}
          onSubmit={submit}
        />
        <VersionHistory
          history={detail.history.map((v) => ({ ...v, detail: `Effective from ${v.effectiveFrom}` }))}
          canEdit={canEdit}
          onOpen={(number) => void open(number)}
          onRestore={async (number) => {
            const saved = await dashboardApi.restorePage(detail.key, number);
            reload(
              `Version ${number} has been restored as version ${saved.published.info.number} and is shown in the shop.`,
            );
          }}
        />
      </div>
    </div>
  );
}
