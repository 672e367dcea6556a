// docs/behaviour.md §3, §5: the contact form's fields; all but the order ID are required.
import type { CONTACT_LIMITS } from "../../../domain/contracts/content-limits";
import { collapse } from "../../../domain/text";

export type ContactField = keyof typeof CONTACT_LIMITS;

export interface FieldSpec {
  name: ContactField;
  label: string;
  required: boolean;
  autoComplete?: string;
  type?: "text" | "email";
  multiline?: boolean;
  /** Two short fields share a row from tablets up. */
  half?: boolean;
}

export const CONTACT_FIELDS: readonly FieldSpec[] = [
  { name: "subject", label: "Subject", required: true },
  { name: "firstName", label: "First Name", required: true, autoComplete: "given-name", half: true },
  { name: "lastName", label: "Last Name", required: true, autoComplete: "family-name", half: true },
  { name: "email", label: "E-mail", required: true, autoComplete: "email", type: "email", half: true },
  { name: "orderId", label: "Order ID", required: false, autoComplete: "off", half: true },
  { name: "message", label: "Message", required: true, multiline: true },
];

export type ContactValues = Record<ContactField, string>;

export function readContactForm(form: HTMLFormElement): ContactValues {
  const data = new FormData(form);
  const value = (name: ContactField) => String(data.get(name) ?? "");
  return {
    subject: value("subject"),
    firstName: value("firstName"),
    lastName: value("lastName"),
    email: value("email"),
    orderId: value("orderId"),
    message: value("message"),
  };
}

/** Required fields that are empty once trimmed (docs/behaviour.md §5); the server checks again, and more. */
export function missingFields(values: ContactValues): ContactField[] {
  return CONTACT_FIELDS.filter((f) => f.required && collapse(values[f.name]) === "").map((f) => f.name);
}

export function isContactField(name: string): name is ContactField {
  return CONTACT_FIELDS.some((f) => f.name === name);
}
