// The buttons under a publishable form (Pages documents, Design): Publish submits the form,
// Save Draft keeps the work out of the shop, Discard Draft drops the saved draft.
import ui from "../ui.module.css";
import styles from "./publish-actions.module.css";

export type PublishAction = "draft" | "publish" | "discard";

interface PublishActionsProps {
  busy: PublishAction | null;
  hasDraft: boolean;
  onAction: (action: "draft" | "discard") => void;
}

export function PublishActions({ busy, hasDraft, onAction }: PublishActionsProps) {
  return (
    <div className={styles.actions}>
      <button type="submit" className={ui.primary} disabled={busy !== null} aria-busy={busy === "publish"}>
        {busy === "publish" ? "Publishing..." : "Publish"}
      </button>
      <button type="button" className={ui.button} disabled={busy !== null} onClick={() => onAction("draft")}>
        {busy === "draft" ? "Saving..." : "Save Draft"}
      </button>
      {hasDraft ? (
        <button
          type="button"
          className={ui.quiet}
          disabled={busy !== null}
          onClick={() => onAction("discard")}
        >
          Discard Draft
        </button>
      ) : null}
    </div>
  );
}
