import { CONTACT_LIMITS } from "../../../domain/contracts/content-limits";
import type { FieldSpec } from "./contact-fields";
import styles from "./contact-form.module.css";

/**
 * One labelled field. A missing field is highlighted only, as docs/behaviour.md §8 asks; a value
 * the server refused for its form (an e-mail address it cannot take) also says why, under it.
 */
export function ContactInput({
  field,
  invalid,
  message,
  describedBy,
  onEdit,
}: {
  field: FieldSpec;
  invalid: boolean;
  message?: string;
  /** While highlighted without a reason of its own: the form's sentence naming the fields. */
  describedBy?: string;
  onEdit: () => void;
}) {
  const id = `contact-${field.name}`;
  const messageId = `${id}-message`;
  const common = {
    id,
    name: field.name,
    maxLength: CONTACT_LIMITS[field.name],
    autoComplete: field.autoComplete,
    "aria-required": field.required || undefined,
    "aria-invalid": invalid || undefined,
    "aria-describedby": message ? messageId : invalid ? describedBy : undefined,
    onInput: onEdit,
  };
  return (
    <div className={field.half ? `${styles.field} ${styles.half}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
        {field.required ? (
          <span className={styles.required} aria-hidden="true">
            {" "}
            *
          </span>
        ) : (
          <span className={styles.optional}> (optional)</span>
        )}
      </label>
      {field.multiline ? (
        <textarea {...common} rows={7} className={styles.textarea} />
      ) : (
        <input {...common} type={field.type ?? "text"} className={styles.input} />
      )}
      {message ? (
        <p id={messageId} className={styles.fieldError}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
