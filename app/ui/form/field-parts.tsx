// The pieces every field is made of: its label (with the required asterisk), its hint and error
// texts, and the ids that link them to the control.
import { useId, type ReactNode } from "react";
import styles from "./form.module.css";

export interface FieldBase {
  label: ReactNode;
  error?: string | undefined;
  /** The id of the form's message, which describes a field marked without a text of its own. */
  messageId?: string;
  hint?: string;
}

export function useDescription({ error, messageId, hint }: FieldBase) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : error === "" ? messageId : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return { id, hintId, errorId: error ? errorId : undefined, describedBy, invalid: error !== undefined };
}

export function Label({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {children}
      {required ? (
        <span className={styles.asterisk} aria-hidden="true">
          {" *"}
        </span>
      ) : null}
    </label>
  );
}

export function Notes({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: string;
  hintId?: string;
  error?: string;
  errorId?: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}
