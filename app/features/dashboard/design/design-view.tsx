// Design (area 'design'): the home page's hero, the announcement bar, the footer's client
// service details and the social links, with a preview, drafts, publishing and restore. After
// each write the page navigates to itself so the loader reads the Design again.
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { DesignContent, DesignDetail } from "../../../../sdk/dashboard";
import { dashboardApi } from "../api";
import { formatDateTime } from "../format";
import { useCan } from "../frame-data";
import { listNoticeState, readListNotice } from "../list-notice";
import { Notice } from "../notice";
import ui from "../ui.module.css";
import { VersionHistory } from "../version-history";
import { DesignEditor, type DesignAction } from "./design-editor";

export function DesignView({ detail }: { detail: DesignDetail }) {
  const canEdit = useCan("design", "edit");
  const location = useLocation();
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState<unknown>(null);
  const [opened, setOpened] = useState<{ number: number; content: DesignContent } | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  const notice = dismissed === location.state ? null : readListNotice(location.state);
  const live = detail.published.info;
  const reload = (message: string) => {
    setOpened(null);
    void navigate(".", { replace: true, state: listNoticeState({ message, shopHref: "/" }) });
  };

  async function submit(action: DesignAction, content: DesignContent) {
    if (action === "discard") {
      await dashboardApi.discardDesignDraft();
      return reload("The draft has been discarded.");
    }
    if (action === "draft") {
      await dashboardApi.saveDesignDraft(content);
      return reload("The draft has been saved. The shop still shows the published Design.");
    }
    const saved = await dashboardApi.publishDesign(content, live.number);
    reload(`Version ${saved.published.info.number} is published: every shop page shows it now.`);
  }

  async function open(number: number) {
    setOpenError(null);
    try {
      setOpened({ number, content: (await dashboardApi.designVersion(number)).content });
    } catch {
      setOpenError(`Version ${number} could not be opened. Please try again.`);
    }
  }

  return (
    <div className={ui.page}>
      <div className={ui.header}>
        <div className={ui.headerText}>
          <p className={ui.eyebrow}>Website</p>
          <h1 className={ui.title}>Design</h1>
          <p className={ui.lead}>
            Version {live.number} is live, published {formatDateTime(live.publishedAt)}
            {live.publishedBy ? ` by ${live.publishedBy}` : ""}.{" "}
            {detail.draft ? `A draft was saved ${formatDateTime(detail.draft.savedAt)}.` : ""}
          </p>
        </div>
        <a href="/" className={ui.button}>
          View the Shop
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
          Version {opened.number} is in the editor. Publish or save it as a draft to use it; nothing has
          changed yet.
        </Notice>
      ) : null}
      <DesignEditor
        key={`${live.number}-${detail.draft?.savedAt ?? ""}-${opened?.number ?? ""}`}
        initial={opened?.content ?? detail.draft?.content ?? detail.published.content}
        hasDraft={detail.draft !== null}
        canEdit={canEdit}
        onSubmit={submit}
      >
        <VersionHistory
          history={detail.history}
          canEdit={canEdit}
          onOpen={(number) => void open(number)}
          onRestore={async (number) => {
            const saved = await dashboardApi.restoreDesign(number);
            reload(`Version ${number} has been restored as version ${saved.published.info.number}.`);
          }}
        />
      </DesignEditor>
    </div>
  );
}
