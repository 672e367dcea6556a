import { TextField } from "./text-field";

interface LinkValue {
  label: string;
  href: string;
}

interface LinkFieldsProps {
  /** The ids' start: `<id>-label`, `<id>-href`. */
  id: string;
  /** The error paths' start: `<path>.label`, `<path>.href`. */
  path: string;
  /** The two fields' labels: the link's words and its address. */
  labels: [string, string];
  link: LinkValue;
  errors: Record<string, string>;
  readOnly: boolean;
  /** The words' length limit; an address takes up to 300 characters. */
  maxLength: number;
  required?: boolean;
  onChange: (patch: Partial<LinkValue>) => void;
}

/** A link of the Design form (hero, announcement, social): its words and its address. */
export function LinkFields({
  id,
  path,
  labels,
  link,
  errors,
  readOnly,
  maxLength,
  required,
  onChange,
}: LinkFieldsProps) {
  return (
    <>
      <TextField
        id={`${id}-label`}
        label={labels[0]}
        value={link.label}
        error={errors[`${path}.label`]}
        onValue={(label) => onChange({ label })}
        readOnly={readOnly}
        maxLength={maxLength}
        required={required}
      />
      <TextField
        id={`${id}-href`}
        label={labels[1]}
        value={link.href}
        error={errors[`${path}.href`]}
        onValue={(href) => onChange({ href })}
        readOnly={readOnly}
        maxLength={300}
        required={required}
      />
    </>
  );
}
