import type { ReactNode } from "react";
import styles from "./pill.module.css";

export type PillTone = "neutral" | "success" | "danger" | "accent";

interface PillProps {
  tone?: PillTone;
  /** A coloured dot before the word. */
  dot?: boolean;
  /** No box: for the usual state, so the unusual ones stand out in a long list. */
  quiet?: boolean;
  children: ReactNode;
}

export function Pill({ tone = "neutral", dot = false, quiet = false, children }: PillProps) {
  return (
    <span
      className={dot ? `${styles.pill} ${styles.dot}` : styles.pill}
      data-tone={tone}
      data-quiet={quiet || undefined}
    >
      {children}
    </span>
  );
}
