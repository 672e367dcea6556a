// Client service details shown in the footer, the menu, the not-found, contact, legal and
// order-status pages (docs/behaviour.md §2, §8) and every e-mail. Staff publish them in Design;
// the shop and the mail sender read the published ones (server/services/design/client-service.ts).
import { telHref } from "./design";

export interface ClientService {
  phone: string;
  phoneHref: string;
  email: string;
  hours: string;
}

/** The Design footer's three fields, with the phone's tel: link worked out once here. */
export function clientServiceFrom(footer: { phone: string; email: string; hours: string }): ClientService {
  return { phone: footer.phone, phoneHref: telHref(footer.phone), email: footer.email, hours: footer.hours };
}

/**
 * The boutique's details as it opened: the seed of Design version 1 (default-design.ts), and what
 * a page or message shows when it has no published Design to read (a frame rendered without data).
 */
export const CLIENT_SERVICE: ClientService = clientServiceFrom({
  phone: "+1 (212) 555-0190",
  email: "client.service@atelier.example",
  hours: "Client advisors are available Mon to Sat, 9am to 9pm.",
});
