// One document of the Pages area. After each write the page navigates to itself, so the loader
// reads the document again and the confirmation travels in the history entry's state.
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { PAGE_DOCUMENTS } from "../../../../domain/page-documents";
import type { PageContent, PageDetail } from "../../../../sdk/dashboard";
import { dashboardApi } from "../api";
import { formatDateTime } from "../format";
import { useCan } from "../frame-data";
import { listNoticeState, readListNotice } from "../list-notice";
import { Notice } from "../notice";
import ui from "../ui.module.css";
import { VersionHistory } from "../version-history";
import { PageForm, type PageAction } from "./page-form";
import { shopPath } from "./page-links";
import styles from "./pages.module.css";

export function PageEditorView({ detail }: { detail: PageDetail }) {
  const canEdit = useCan("pages", "edit");
  const location = useLocation();
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState<unknown>(null);
  const [opened, setOpened] = useState<{ number: number; content: PageContent } | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  const notice = dismissed === location.state ? null : readListNotice(location.state);
  const doc = PAGE_DOCUMENTS.find((d) => d.key === detail.key)!;
  const live = detail.published.info;
  const reload = (message: string) => {
    setOpened(null);
    void navigate(".", {
      replace: true,
      state: listNoticeState({ message, shopHref: shopPath(detail.key) }),
    });
  };

  async function submit(action: PageAction, content: PageContent) {
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

  async function open(number: number) {
    setOpenError(null);
    try {
      const version = await dashboardApi.pageVersion(detail.key, number);
      setOpened({ number, content: version.content });
    } catch {
      setOpenError(`Version ${number} could not be opened. Please try again.`);
    }
  }

  const initial = opened?.content ?? detail.draft?.content ?? detail.published.content;
  return (
    <div className={ui.page}>
      <div className={ui.header}>
        <div className={ui.headerText}>
          <p className={ui.eyebrow}>
            <Link to="/dashboard/pages">Pages</Link> · {doc.group === "legal" ? "Legal" : "FAQ"}
          </p>
          <h1 className={ui.title}>{detail.published.content.title}</h1>
          <p className={ui.lead}>
            Version {live.number} is live, published {formatDateTime(live.publishedAt)}
            {live.publishedBy ? ` by ${live.publishedBy}` : ""}.{" "}
            {detail.draft
              ? `A draft was saved ${formatDateTime(detail.draft.savedAt)}${detail.draft.savedBy ? ` by ${detail.draft.savedBy}` : ""}.`
              : ""}
          </p>
        </div>
        <a href={shopPath(detail.key)} className={ui.button}>
          View in Shop
        </a>
      </div>
      {notice ? (
        <Notice tone="success" onDismiss={() => setDismissed(location.state)}>
          {notice.message}
        </Notice>
      ) : null}
      {openError ? (
        <Notice tone="error" onDismiss={() => setOpenError(null)}>
          {openError}
        </Notice>
      ) : null}
      {opened ? (
        <Notice tone="success" onDismiss={() => setOpened(null)}>
          Version {opened.number}’s text is in the editor. Publish or save it as a draft to use it; nothing
          has changed yet.
        </Notice>
      ) : null}
      <div className={styles.layout}>
        <PageForm
          key={`${live.number}-${detail.draft?.savedAt ?? ""}-${opened?.number ?? ""}`}
          initial={initial}
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
