import type { InputHTMLAttributes } from "react";
import fields from "../fields.module.css";
import { LabelledField } from "../labelled-field";

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
  return (
    <LabelledField id={id} label={label} error={error} hint={hint || undefined}>
      {(aria) => (
        <input
          className={fields.input}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          {...aria}
          {...rest}
        />
      )}
    </LabelledField>
  );
}
