// Design (area 'design'): the home page's hero, the announcement bar, the footer's client
// service details and the social links, with a preview, drafts, publishing and restore. After
// each write the page navigates to itself so the loader reads the Design again.
import { Link } from "react-router";
import type { DesignContent, DesignDetail } from "../../../../sdk/dashboard";
import { dashboardApi } from "../api";
import { formatDateTime } from "../format";
import { useCan } from "../frame-data";
import type { PublishAction } from "../publish-actions";
import fields from "../fields.module.css";
import ui from "../ui.module.css";
import { useVersionNotices } from "../use-version-notices";
import { VersionHistory } from "../version-history";
import { PageHeader } from "../page-header";
import { DesignEditor } from "./design-editor";

export function DesignView({ detail }: { detail: DesignDetail }) {
  const canEdit = useCan("design", "edit");
  const { notices, opened, open, reload } = useVersionNotices(
    "/",
    async (number) => (await dashboardApi.designVersion(number)).content,
  );
  const live = detail.published.info;

  async function submit(action: PublishAction, content: DesignContent) {
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

  return (
    <div className={ui.page}>
      <PageHeader
        eyebrow="Website"
        title="Design"
        lead={
          <>
            Version {live.number} is live, published {formatDateTime(live.publishedAt)}
            {live.publishedBy ? ` by ${live.publishedBy}` : ""}.{" "}
            {detail.draft ? `A draft was saved ${formatDateTime(detail.draft.savedAt)}.` : ""}
          </>
        }
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
      {notices}
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
