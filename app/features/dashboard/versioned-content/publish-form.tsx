// A publishable form beside its preview and the version history: the message above the fields,
// the fields, the publish buttons for those who may edit, and the column beside it.
import type { ReactNode } from "react";
import fields from "../fields.module.css";
import { PublishActions } from "./publish-actions";
import type { PublishFormState } from "./use-publish-form";
import styles from "./publish-form.module.css";

interface PublishFormProps {
  /** The form's accessible name. */
  label: string;
  form: PublishFormState;
  canEdit: boolean;
  hasDraft: boolean;
  /** Beside the form: the preview, then the version history. */
  aside: ReactNode;
  children: ReactNode;
}

export function PublishForm({ label, form, canEdit, hasDraft, aside, children }: PublishFormProps) {
  return (
    <div className={styles.layout}>
      <form
        className={styles.form}
        onSubmit={(event) => void form.run("publish", event)}
        aria-label={label}
        noValidate
      >
        {form.leaveDialog}
        {form.formError ? (
          <p role="alert" className={fields.error}>
            {form.formError}
          </p>
        ) : null}
        {children}
        {canEdit ? (
          <PublishActions busy={form.busy} hasDraft={hasDraft} onAction={(action) => void form.run(action)} />
        ) : null}
      </form>
      <div className={styles.aside}>{aside}</div>
    </div>
  );
}
