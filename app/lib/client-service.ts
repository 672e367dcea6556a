// The client-service details published in Design (docs/behaviour.md §2, §8), for any shop page:
// the footer, the menu, the not-found, contact, legal and order-status pages and the size guide.
// The shop layout's loader puts them in its data (app/features/shell/shell-data.server.ts); the
// hook lives here so that a feature reads them without importing the shell's parts.
import { useRouteLoaderData } from "react-router";
import { CLIENT_SERVICE, type ClientService } from "../../domain/client-service";
import { readJsonText, type JsonText } from "./json-text";

/** The published details, or the opening ones for a frame rendered without its loader's data. */
export function useClientService(): ClientService {
  // The layout's answer carries the frame's data as JSON text (shell-data.ts); a server of the
  // build before (a rolling deploy) answered the data itself.
  const shell = useRouteLoaderData<{ frame?: JsonText<{ service: ClientService }>; service?: ClientService }>(
    "routes/shop-layout",
  );
  if (typeof shell?.frame === "string") return readJsonText(shell.frame).service;
  return shell?.service ?? CLIENT_SERVICE;
}
