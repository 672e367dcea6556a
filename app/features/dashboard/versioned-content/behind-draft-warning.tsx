// Said above the editor while it holds a draft started from a version older than the live one:
// publishing it would silently replace what was published since (someone else's work). The
// editor compares them in the history, then says the draft may replace it; until then Publish
// is refused by the server as a conflict.
import { formatDateTime } from "../format";
import ui from "../ui.module.css";
import styles from "../notice.module.css";
import type { VersionItem } from "./version-history";

interface BehindDraftWarningProps {
  /** The version the draft's text started from. */
  basedOn: number;
  live: VersionItem;
  /** Whether the editor has said the draft may replace the live version. */
  accepted: boolean;
  onAccept: () => void;
}

export function BehindDraftWarning({ basedOn, live, accepted, onAccept }: BehindDraftWarningProps) {
  const by = live.publishedBy ? ` by ${live.publishedBy}` : "";
  return (
    // Not a live region: it describes the page as it opens (and after each reload), it is not news.
    <div className={styles.notice} data-tone="error">
      <div className={styles.text}>
        {accepted ? (
          <>Publishing this draft will replace version {live.number}.</>
        ) : (
          <>
            This draft was started from version {basedOn}. Version {live.number} was published since (
            {formatDateTime(live.publishedAt)}
            {by}): publishing the draft would replace it. Open version {live.number} in the history to compare
            them.
          </>
        )}
      </div>
      {accepted ? null : (
        <button type="button" className={ui.quiet} onClick={onAccept}>
          Replace Version {live.number}
        </button>
      )}
    </div>
  );
}
