// Every e-mail the shop sends, by name. A feature adds its template file and one line here, then
// calls enqueueMail(tx, { to, template: "<name>", data }) inside its own transaction.
import type { MailTemplate } from "./define";
import { passwordReset } from "./password-reset";
import { restock } from "./restock";
import { signInAlert } from "./sign-in-alert";

export const mailTemplates = {
  "password-reset": passwordReset,
  restock,
  "sign-in-alert": signInAlert,
} as const;

export type TemplateName = keyof typeof mailTemplates;
export type TemplateData<Name extends TemplateName> =
  (typeof mailTemplates)[Name] extends MailTemplate<infer Data> ? Data : never;

export function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(mailTemplates, name);
}
