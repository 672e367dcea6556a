// Client service details (docs/behaviour.md §2, §8), as published in Design: the footer, the menu, the
// not-found, contact, legal pages and the size guide all read them from the shop frame's data.
import { useRouteLoaderData } from "react-router";
import { CLIENT_SERVICE as DEFAULT_CLIENT_SERVICE } from "../../../domain/client-service";
import { telHref } from "../../../domain/design";
import type { ShellData } from "./shell-data";

export interface ClientService {
  phone: string;
  phoneHref: string;
  email: string;
  hours: string;
}

/** The boutique's details before anything is published, and for a frame rendered without data. */
export const CLIENT_SERVICE: ClientService = DEFAULT_CLIENT_SERVICE;

export function clientServiceFrom(footer: { phone: string; email: string; hours: string }): ClientService {
  return { phone: footer.phone, phoneHref: telHref(footer.phone), email: footer.email, hours: footer.hours };
}

/** The published details, from the shop layout's loader. */
export function useClientService(): ClientService {
  const shell = useRouteLoaderData<ShellData>("routes/shop-layout");
  return shell?.service ?? CLIENT_SERVICE;
}
