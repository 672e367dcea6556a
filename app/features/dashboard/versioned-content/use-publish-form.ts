// The state of a publishable form (Design, size guides): which action is running, the fields the
// server named and the message above the form. The server validates again and names fields;
// 'content.hero.alt' (publish) and 'hero.alt' (draft) name the same one.
import { useState, type FormEvent, type ReactNode } from "react";
import { ApiClientError } from "../../../../sdk/client";
import { hasChanges, useLeaveGuard } from "../leave-guard";
import { useFocusAfterBusy } from "../use-focus-after-busy";
import type { PublishAction } from "./publish-actions";

const fieldErrors = (fields: Record<string, string> | undefined) =>
  Object.fromEntries(Object.entries(fields ?? {}).map(([k, v]) => [k.replace(/^content\./, ""), v]));

export interface PublishFormOptions<C> {
  onSubmit: (action: PublishAction, content: C) => Promise<void>;
  /** Above the form when the server fails, e.g. 'The Design could not be saved. Please try again.' */
  failure: string;
  /** Told the fields the server refused, e.g. to show the part of the form that holds them. */
  onFieldErrors?: (errors: Record<string, string>) => void;
  /** What the editor opened with; a difference from it is unsaved work, guarded on leaving. */
  initial: C;
  /** Whether the editor can change anything (a role that may only view has nothing unsaved). */
  canEdit: boolean;
  /** Told whether the editor holds unsaved changes (decision 120). */
  onUnsavedChange?: (unsaved: boolean) => void;
}

/** What a publishable editor (Design, size guides) is given by its page. */
export interface PublishEditorProps<C> {
  initial: C;
  hasDraft: boolean;
  canEdit: boolean;
  onSubmit: (action: PublishAction, content: C) => Promise<void>;
  /** Told whether the editor holds unsaved changes. */
  onUnsavedChange?: (unsaved: boolean) => void;
  /** Below the preview: the version history. */
  children: ReactNode;
}

export function usePublishForm<C>(content: C, options: PublishFormOptions<C>) {
  const { onSubmit, failure, onFieldErrors, initial, canEdit, onUnsavedChange } = options;
  const guard = useLeaveGuard(canEdit && hasChanges(content, initial), onUnsavedChange);
  const [busy, setBusy] = useState<PublishAction | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const rememberSender = useFocusAfterBusy(busy !== null);

  async function run(action: PublishAction, event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    rememberSender();
    setBusy(action);
    setErrors({});
    setFormError(null);
    try {
      await onSubmit(action, content);
    } catch (err) {
      if (err instanceof ApiClientError && err.status < 500) {
        const found = fieldErrors(err.fields);
        setErrors(found);
        onFieldErrors?.(found);
        setFormError(err.fields ? "Please check the highlighted fields." : err.message);
      } else setFormError(failure);
    } finally {
      setBusy(null);
    }
  }

  return { busy, errors, formError, run, leaveDialog: guard.dialog };
}

export type PublishFormState = ReturnType<typeof usePublishForm>;
