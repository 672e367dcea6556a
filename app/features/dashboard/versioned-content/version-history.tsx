// Every published version of a document or of the Design, newest first: who published it and
// when, and for the older ones Open (into the editor) and Restore (publish it again, as a new
// version).
import { useState } from "react";
import { ConfirmDialog } from "../confirm-dialog";
import { formatDateTime } from "../format";
import { Panel } from "../panel";
import panel from "../panel.module.css";
import ui from "../ui.module.css";
import styles from "./version-history.module.css";

export interface VersionItem {
  number: number;
  publishedAt: string;
  publishedBy: string | null;
  restoredFrom: number | null;
  /** One more line, e.g. 'Effective from 2022-07-01'. */
  detail?: string;
}

interface VersionHistoryProps {
  history: VersionItem[];
  canEdit: boolean;
  onOpen: (number: number) => void;
  onRestore: (number: number) => Promise<void>;
}

export function VersionHistory({ history, canEdit, onOpen, onRestore }: VersionHistoryProps) {
  const [restoring, setRestoring] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const live = history[0]?.number;
  return (
    <Panel id="version-history-title" title="Version history">
      <ol className={styles.history}>
        {history.map((v) => (
          <li key={v.number} className={styles.version}>
            <span className={styles.versionHead}>
              <span>Version {v.number}</span>
              {v.number === live ? <span className={panel.note}>Live</span> : null}
            </span>
            <span className={panel.note}>
              {formatDateTime(v.publishedAt)} · {v.publishedBy ?? "Original text"}
            </span>
            <span className={panel.note}>
              {[v.detail, v.restoredFrom ? `restored from version ${v.restoredFrom}` : ""]
                .filter(Boolean)
                .join(" · ")}
            </span>
            {v.number !== live ? (
              <span className={styles.versionActions}>
                <button type="button" className={ui.quiet} onClick={() => onOpen(v.number)}>
                  Open in editor<span className="visually-hidden"> (version {v.number})</span>
                </button>
                {canEdit ? (
                  <button type="button" className={ui.quiet} onClick={() => setRestoring(v.number)}>
                    Restore<span className="visually-hidden"> version {v.number}</span>
                  </button>
                ) : null}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={restoring !== null}
        title="Restore This Version"
        confirmLabel="Restore and Publish"
        busy={busy}
        onOpenChange={(open) => !open && setRestoring(null)}
        onConfirm={() => {
          if (restoring === null) return;
          setBusy(true);
          void onRestore(restoring).finally(() => {
            setBusy(false);
            setRestoring(null);
          });
        }}
      >
        <p>
          Version {restoring} will be published again as a new version and shown in the shop at once. The
          current version stays in the history.
        </p>
      </ConfirmDialog>
    </Panel>
  );
}
