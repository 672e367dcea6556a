// Contact messages, newest first, all or unread only (through the URL), with Show More and the
// unread count kept right as messages are marked.
import { useState } from "react";
import type { ContactMessage, MessagePage } from "../../../../sdk/dashboard";
import { dashboardApi } from "../api";
import { PagesFooter } from "../list-footer";
import panel from "../panel.module.css";
import { SegmentedLinks } from "../segmented-links";
import { useCursorPages } from "../../../lib/use-cursor-pages";
import { MessageItem } from "./message-item";
import styles from "./messages.module.css";

export function MessageList({ first, unreadOnly }: { first: MessagePage; unreadOnly: boolean }) {
  const pages = useCursorPages(
    first,
    (cursor) => dashboardApi.messages({ unread: unreadOnly, cursor }),
    (m) => String(m.id),
  );
  // Marks made here, counted against the loader's unread figure until the next load.
  const [marks, setMarks] = useState({ source: first, delta: 0 });
  const delta = marks.source === first ? marks.delta : 0;
  const [busyId, setBusyId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const unread = Math.max(0, first.unreadCount + delta);

  async function mark(message: ContactMessage, read: boolean): Promise<void> {
    setBusyId(message.id);
    setError(null);
    try {
      const saved = await dashboardApi.markMessage(message.id, read);
      pages.replaceItem(saved);
      if (saved.read !== message.read) setMarks({ source: first, delta: delta + (saved.read ? -1 : 1) });
    } catch {
      setError("The message could not be updated. Please try again.");
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section className={panel.panel} aria-labelledby="messages-heading">
      <div className={panel.head}>
        <div className={styles.headText}>
          <h2 id="messages-heading" className={panel.title}>
            Contact messages
          </h2>
          <span className={panel.note} role="status">
            {unread === 0 ? "All read" : `${unread} unread`}
          </span>
        </div>
        <SegmentedLinks
          label="Show messages"
          options={[
            { label: "All", search: "", current: !unreadOnly },
            { label: "Unread only", search: "?unread=true", current: unreadOnly },
          ]}
        />
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {pages.items.length === 0 ? (
        <p className={panel.text}>{unreadOnly ? "No unread message." : "No message yet."}</p>
      ) : (
        <>
          <ul className={styles.list}>
            {pages.items.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                busy={busyId === message.id}
                onMark={(m, read) => void mark(m, read)}
              />
            ))}
          </ul>
          <PagesFooter pages={pages} noun="message" />
        </>
      )}
    </section>
  );
}
