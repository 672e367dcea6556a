// The line under a versioned document's title: which version is live, since when and by whom,
// and the draft waiting, if any.
import type { ReactNode } from "react";
import { formatDateTime } from "../format";
import type { VersionItem } from "./version-history";

interface VersionLeadProps {
  live: VersionItem;
  draft: { savedAt: string } | null;
  /** Who saved the draft, where the page says it (Pages). */
  draftSavedBy?: string | null;
  /** More words after it, e.g. how the shop uses the document. */
  children?: ReactNode;
}

export function VersionLead({ live, draft, draftSavedBy, children }: VersionLeadProps) {
  const savedBy = draftSavedBy ? ` by ${draftSavedBy}` : "";
  return (
    <>
      Version {live.number} is live, published {formatDateTime(live.publishedAt)}
      {live.publishedBy ? ` by ${live.publishedBy}` : ""}.{" "}
      {draft ? `A draft was saved ${formatDateTime(draft.savedAt)}${savedBy}.` : ""}
      {children}
    </>
  );
}
