// A discreet message above the list: a confirmation after a save or removal, or an error.
import { useState, type ReactNode } from "react";
import { CloseIcon } from "../../ui/icons";
import styles from "./notice.module.css";

interface NoticeProps {
  tone: "success" | "error";
  children: ReactNode;
  onDismiss: () => void;
}

export function Notice({ tone, children, onDismiss }: NoticeProps) {
  return (
    <div className={styles.notice} data-tone={tone} role={tone === "error" ? "alert" : "status"}>
      <div className={styles.text}>{children}</div>
      <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label="Dismiss message">
        <CloseIcon />
      </button>
    </div>
  );
}

export interface NoticeMessage {
  tone: NoticeProps["tone"];
  text: string;
}

/** A page's one message after an action: `succeeded` or `failed` replaces it, the notice dismisses it. */
export function useNoticeMessage() {
  const [message, setMessage] = useState<NoticeMessage | null>(null);
  return {
    message,
    succeeded: (text: string) => setMessage({ tone: "success", text }),
    failed: (text: string) => setMessage({ tone: "error", text }),
    notice: message ? (
      <Notice tone={message.tone} onDismiss={() => setMessage(null)}>
        {message.text}
      </Notice>
    ) : null,
  };
}
