// Every e-mail the shop sends, by name. A feature adds its template file and one line here, then
// calls enqueueMail(tx, { to, template: "<name>", data }) inside its own transaction.
import type { MailTemplate } from "./define";
import { orderCancelled } from "./order-cancelled";
import { orderDelivered } from "./order-delivered";
import { orderLinesCancelled } from "./order-lines-cancelled";
import { orderPlaced } from "./order-placed";
import { orderShipped } from "./order-shipped";
import { contactReceived } from "./contact-received";
import { passwordReset } from "./password-reset";
import { restock } from "./restock";
import { returnExpired } from "./return-expired";
import { returnRequested } from "./return-requested";
import { exchangeDelivered } from "./exchange-delivered";
import { exchangePrepared } from "./exchange-prepared";
import { exchangeShipped } from "./exchange-shipped";
import { returnReceived } from "./return-received";
import { returnRefunded } from "./return-refunded";
import { returnRejected } from "./return-rejected";
import { signInAlert } from "./sign-in-alert";

export const mailTemplates = {
  "password-reset": passwordReset,
  "order-placed": orderPlaced,
  "order-cancelled": orderCancelled,
  "order-shipped": orderShipped,
  "order-delivered": orderDelivered,
  "order-lines-cancelled": orderLinesCancelled,
  restock,
  "sign-in-alert": signInAlert,
  "return-requested": returnRequested,
  "return-expired": returnExpired,
  // The staff's return steps (docs/behaviour.md §4 Returns).
  "return-received": returnReceived,
  "return-refunded": returnRefunded,
  "return-rejected": returnRejected,
  "exchange-prepared": exchangePrepared,
  "exchange-shipped": exchangeShipped,
  "exchange-delivered": exchangeDelivered,
  "contact-received": contactReceived,
} as const;

export type TemplateName = keyof typeof mailTemplates;
export type TemplateData<Name extends TemplateName> =
  (typeof mailTemplates)[Name] extends MailTemplate<infer Data> ? Data : never;

export function isTemplateName(name: string): name is TemplateName {
  return Object.hasOwn(mailTemplates, name);
}
