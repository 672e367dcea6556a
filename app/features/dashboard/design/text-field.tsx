import type { InputHTMLAttributes } from "react";
import fields from "../fields.module.css";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange"> {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  onValue: (value: string) => void;
}

/** A labelled input of the Design form, with its error (from the server) tied to it. */
export function TextField({ id, label, value, error, hint, onValue, ...rest }: TextFieldProps) {
  const described = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ");
  return (
    <div className={fields.field}>
      <label className={fields.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={fields.input}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...rest}
      />
      {hint ? (
        <p id={`${id}-hint`} className={fields.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={fields.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
