// The Design form and its live preview, sharing one draft in memory. Save Draft keeps it out of
// the shop, Publish makes it every visitor's; the server validates again and names fields.
import { useState, type FormEvent, type ReactNode } from "react";
import { ApiClientError } from "../../../../sdk/client";
import type { DesignContent } from "../../../../sdk/dashboard";
import fields from "../fields.module.css";
import { PublishActions, type PublishAction } from "../publish-actions";
import { AnnouncementFields } from "./announcement-fields";
import { DesignPreview } from "./design-preview";
import { HeroFields } from "./hero-fields";
import { ServiceFields } from "./service-fields";
import styles from "./design.module.css";

interface DesignEditorProps {
  initial: DesignContent;
  hasDraft: boolean;
  canEdit: boolean;
  onSubmit: (action: PublishAction, content: DesignContent) => Promise<void>;
  /** Below the preview: the version history. */
  children: ReactNode;
}

/** 'content.hero.alt' (publish) and 'hero.alt' (draft) name the same field. */
const fieldErrors = (fields: Record<string, string> | undefined) =>
  Object.fromEntries(Object.entries(fields ?? {}).map(([k, v]) => [k.replace(/^content\./, ""), v]));

export function DesignEditor({ initial, hasDraft, canEdit, onSubmit, children }: DesignEditorProps) {
  const [design, setDesign] = useState(initial);
  const [busy, setBusy] = useState<PublishAction | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const readOnly = !canEdit;

  async function run(action: PublishAction, event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    setBusy(action);
    setErrors({});
    setFormError(null);
    try {
      await onSubmit(action, design);
    } catch (err) {
      if (err instanceof ApiClientError && err.status < 500) {
        setErrors(fieldErrors(err.fields));
        setFormError(err.fields ? "Please check the highlighted fields." : err.message);
      } else setFormError("The Design could not be saved. Please try again.");
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className={styles.layout}>
      <form
        className={styles.form}
        onSubmit={(event) => void run("publish", event)}
        aria-label="Design"
        noValidate
      >
        {formError ? (
          <p role="alert" className={fields.error}>
            {formError}
          </p>
        ) : null}
        <HeroFields
          hero={design.hero}
          errors={errors}
          readOnly={readOnly}
          onChange={(hero) => setDesign((d) => ({ ...d, hero }))}
        />
        <AnnouncementFields
          announcement={design.announcement}
          errors={errors}
          readOnly={readOnly}
          onChange={(announcement) => setDesign((d) => ({ ...d, announcement }))}
        />
        <ServiceFields
          footer={design.footer}
          social={design.social}
          errors={errors}
          readOnly={readOnly}
          onFooter={(footer) => setDesign((d) => ({ ...d, footer }))}
          onSocial={(social) => setDesign((d) => ({ ...d, social }))}
        />
        {canEdit ? (
          <PublishActions busy={busy} hasDraft={hasDraft} onAction={(action) => void run(action)} />
        ) : null}
      </form>
      <div className={styles.aside}>
        <DesignPreview design={design} />
        {children}
      </div>
    </div>
  );
}
