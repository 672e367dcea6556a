// A discreet message above the list: a confirmation after a save or removal, or an error.
import type { ReactNode } from "react";
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
