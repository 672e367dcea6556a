import type { ReactNode } from "react";
import { PLEASE_WAIT } from "../../../domain/messages";
import buttons from "../buttons.module.css";
import styles from "./form.module.css";

interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  variant?: "primary" | "secondary" | "danger";
  type?: "submit" | "button";
  onClick?: () => void;
}

/**
 * Reads 'Please wait...' with a loading mark while busy (docs/behaviour.md §4). It stays focusable
 * (aria-disabled, not disabled) so keyboard focus is not thrown to the page mid-submit; the
 * caller ignores presses while busy.
 */
export function SubmitButton({
  busy,
  children,
  variant = "primary",
  type = "submit",
  onClick,
}: SubmitButtonProps) {
  return (
    <button
      type={type}
      className={buttons[variant]}
      aria-disabled={busy || undefined}
      data-busy={busy || undefined}
      onClick={onClick}
    >
      {busy ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {PLEASE_WAIT}
        </>
      ) : (
        children
      )}
    </button>
  );
}
