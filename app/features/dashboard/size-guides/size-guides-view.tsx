// Size guides (area 'design', decision 60): the coats and tailoring, knitwear and shoe guides,
// with a preview, drafts, publishing and restore as the rest of Design. After each write the
// page navigates to itself so the loader reads the guides again.
import { Link } from "react-router";
import type { SizeGuidesContent, SizeGuidesDetail } from "../../../../sdk/dashboard";
import { dashboardApi } from "../api";
import { formatDateTime } from "../format";
import { useCan } from "../frame-data";
import type { PublishAction } from "../publish-actions";
import ui from "../ui.module.css";
import { useVersionNotices } from "../use-version-notices";
import { VersionHistory } from "../version-history";
import { SizeGuidesEditor } from "./size-guides-editor";
import { PageHeader } from "../page-header";

export function SizeGuidesView({ detail }: { detail: SizeGuidesDetail }) {
  const canEdit = useCan("design", "edit");
  const { notices, opened, open, reload } = useVersionNotices(
    "/",
    async (number) => (await dashboardApi.sizeGuidesVersion(number)).content,
  );
  const live = detail.published.info;

  async function submit(action: PublishAction, content: SizeGuidesContent) {
    if (action === "discard") {
      await dashboardApi.discardSizeGuidesDraft();
      return reload("The draft has been discarded.");
    }
    if (action === "draft") {
      await dashboardApi.saveSizeGuidesDraft(content);
      return reload("The draft has been saved. The shop still shows the published size guides.");
    }
    const saved = await dashboardApi.publishSizeGuides(content, live.number);
    reload(`Version ${saved.published.info.number} is published: every product page shows it now.`);
  }

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
          <>
            Version {live.number} is live, published {formatDateTime(live.publishedAt)}
            {live.publishedBy ? ` by ${live.publishedBy}` : ""}.{" "}
            {detail.draft ? `A draft was saved ${formatDateTime(detail.draft.savedAt)}.` : ""} Each product
            names its guide in its form; its page shows the rows of the sizes it sells.
          </>
        }
      />
      {notices}
      <SizeGuidesEditor
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
            const saved = await dashboardApi.restoreSizeGuides(number);
            reload(`Version ${number} has been restored as version ${saved.published.info.number}.`);
          }}
        />
      </SizeGuidesEditor>
    </div>
  );
}
