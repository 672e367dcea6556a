// A labelled control of the back office's small forms (ship, reject, pages, roles, Design): its
// hint and error are tied to it by aria-describedby here, once, rather than in every form.
import type { ReactNode } from "react";
import fields from "./fields.module.css";

export interface FieldAria {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/** A control's id and the attributes tying it to its error and hint (`<id>-error`, `<id>-hint`). */
export function fieldAria(id: string, error: string | null | undefined, hint: boolean): FieldAria {
  const described = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ");
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": described || undefined };
}

/** A field's error under it, named `<id>-error` for the control's aria-describedby. */
export function FieldError({
  id,
  error,
  role,
}: {
  id: string;
  error: string | null | undefined;
  role?: "alert";
}) {
  return error ? (
    <p id={`${id}-error`} className={fields.error} role={role}>
      {error}
    </p>
  ) : null;
}

interface LabelledFieldProps {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** The hint gives way to the error rather than standing above it (the New Role dialog). */
  hintUntilError?: boolean;
  errorRole?: "alert";
  className?: string;
  /** The control, given its id and aria attributes. */
  children: (aria: FieldAria) => ReactNode;
}

export function LabelledField(props: LabelledFieldProps) {
  const { id, label, error, hint, hintUntilError = false, errorRole, className, children } = props;
  const showHint = hint !== undefined && !(hintUntilError && error);
  return (
    <div className={className ? `${fields.field} ${className}` : fields.field}>
      <label className={fields.label} htmlFor={id}>
        {label}
      </label>
      {children(fieldAria(id, error, showHint))}
      {showHint ? (
        <p id={`${id}-hint`} className={fields.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} role={errorRole} />
    </div>
  );
}
