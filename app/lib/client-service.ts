// The client-service details published in Design (docs/behaviour.md §2, §8), for any shop page:
// the footer, the menu, the not-found, contact, legal and order-status pages and the size guide.
// The shop layout's loader puts them in its data (app/features/shell/shell-data.server.ts); the
// hook lives here so that a feature reads them without importing the shell.
import { useRouteLoaderData } from "react-router";
import { CLIENT_SERVICE, type ClientService } from "../../domain/client-service";

/** The published details, or the opening ones for a frame rendered without its loader's data. */
export function useClientService(): ClientService {
  const shell = useRouteLoaderData<{ service: ClientService }>("routes/shop-layout");
  return shell?.service ?? CLIENT_SERVICE;
}
