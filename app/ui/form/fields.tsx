// Labelled form fields shared by the sign-in, registration, profile and address forms. A field's
// `error` is undefined when it is fine, '' when it is marked and the form's message explains
// why, or a text of its own; either way it is linked with aria-describedby.
import type { ChangeEvent, InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";
import { Label, Notes, useDescription, type FieldBase } from "./field-parts";
import { useKeepTyped, type FormControl } from "./use-keep-typed";
import styles from "./form.module.css";

type TextFieldProps = FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, "id">;

/**
 * The field's own change handler, handed what the shopper put in its control before hydration
 * (useKeepTyped): the handlers read only the event's target.
 */
function useAdoptInto<E extends FormControl>(
  id: string,
  onChange: ((e: ChangeEvent<E>) => void) | undefined,
) {
  useKeepTyped(
    () => document.getElementById(id) as FormControl | null,
    (el) => onChange?.({ target: el, currentTarget: el } as unknown as ChangeEvent<E>),
  );
}

/** A labelled control over its hint and error: the frame of the text and select fields. */
function LabelledField({
  d,
  label,
  required,
  hint,
  error,
  className,
  children,
}: Pick<FieldBase, "label" | "hint" | "error"> & {
  d: ReturnType<typeof useDescription>;
  required: boolean | undefined;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={`${styles.field} ${className ?? ""}`}>
      <Label htmlFor={d.id} required={required}>
        {label}
      </Label>
      {children}
      <Notes hint={hint} hintId={d.hintId} error={error} errorId={d.errorId} />
    </div>
  );
}

export function TextField({ label, error, messageId, hint, required, className, ...input }: TextFieldProps) {
  const d = useDescription({ label, error, messageId, hint });
  useAdoptInto(d.id, input.onChange);
  const frame = { d, label, required, hint, error, className };
  return (
    <LabelledField {...frame}>
      <input
        type="text"
        {...input}
        id={d.id}
        required={required}
        className={styles.input}
        aria-invalid={d.invalid || undefined}
        aria-describedby={d.describedBy}
      />
    </LabelledField>
  );
}

export interface Option {
  value: string;
  label: string;
}

export type SelectFieldProps = FieldBase &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & { options: readonly Option[]; placeholder: string };

/** A native select: every platform's own picker and keyboard support. */
export function SelectField({
  label,
  error,
  messageId,
  hint,
  required,
  options,
  placeholder,
  className,
  ...select
}: SelectFieldProps) {
  const d = useDescription({ label, error, messageId, hint });
  useAdoptInto(d.id, select.onChange);
  const frame = { d, label, required, hint, error, className };
  return (
    <LabelledField {...frame}>
      <div className={styles.selectWrap}>
        <select
          {...select}
          id={d.id}
          required={required}
          className={styles.select}
          aria-invalid={d.invalid || undefined}
          aria-describedby={d.describedBy}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </LabelledField>
  );
}

type CheckboxFieldProps = FieldBase & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type">;

export function CheckboxField({
  label,
  error,
  messageId,
  hint,
  required,
  className,
  ...input
}: CheckboxFieldProps) {
  const d = useDescription({ label, error, messageId, hint });
  useAdoptInto(d.id, input.onChange);
  return (
    <div className={`${styles.check} ${className ?? ""}`}>
      <input
        {...input}
        type="checkbox"
        id={d.id}
        required={required}
        className={styles.box}
        aria-invalid={d.invalid || undefined}
        aria-describedby={d.describedBy}
      />
      <div className={styles.checkText}>
        <Label htmlFor={d.id} required={required}>
          {label}
        </Label>
        <Notes hint={hint} hintId={d.hintId} error={error} errorId={d.errorId} />
      </div>
    </div>
  );
}
