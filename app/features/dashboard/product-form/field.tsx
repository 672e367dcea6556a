// Labelled controls whose hint and error are linked by aria-describedby. The ids derive from the
// API's field paths ('sizes.0.preOrderDate'), so a server error lands on its own input.
import type { ReactNode } from "react";
import styles from "./form.module.css";

export function fieldId(path: string): string {
  return `product-${path.replace(/\./g, "-")}`;
}

export interface ControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  "aria-required"?: true;
}

/** A refusal that repeats the hint word for word (the price's, say) is said once, as the error. */
function shownHint(hint: string | undefined, error: string | undefined): string | undefined {
  return hint === error ? undefined : hint;
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function Messages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

interface FieldProps {
  path: string;
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  wide?: boolean;
  children: (control: ControlProps) => ReactNode;
}

export function Field({
  path,
  label,
  hint: givenHint,
  error,
  required = false,
  wide = false,
  children,
}: FieldProps) {
  const id = fieldId(path);
  const hint = shownHint(givenHint, error);
  return (
    <div
      className={wide ? `${styles.field} ${styles.wide}` : styles.field}
      data-invalid={error ? "" : undefined}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy(id, hint, error),
        "aria-required": required || undefined,
      })}
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

interface FieldGroupProps {
  path: string;
  legend: string;
  hint?: string;
  error?: string;
  required?: boolean;
  quietLegend?: boolean;
  children: ReactNode;
}

/** A fieldset for radios, checkboxes and repeated rows; its hint and error describe the group. */
export function FieldGroup({
  path,
  legend,
  hint: givenHint,
  error,
  required,
  quietLegend,
  children,
}: FieldGroupProps) {
  const id = fieldId(path);
  const hint = shownHint(givenHint, error);
  return (
    <fieldset
      id={id}
      className={styles.group}
      aria-describedby={describedBy(id, hint, error)}
      data-invalid={error ? "" : undefined}
    >
      <legend className={quietLegend ? styles.subLegend : styles.label}>
        {legend}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      <Messages id={id} hint={hint} />
      {children}
      <Messages id={id} error={error} />
    </fieldset>
  );
}
