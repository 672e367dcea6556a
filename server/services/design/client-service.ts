// The published client-service details for what renders outside the shop frame: the mail sender
// and the staff's e-mail preview. Both read the same cached Design as the frame's loader
// (shell-data.server.ts), so a publish reaches the pages and the next e-mails together.
import { clientServiceFrom, type ClientService } from "../../../domain/client-service";
import type { Services } from "../../services-type";
import { publicDesign } from "./design";

export async function publishedClientService(
  services: Pick<Services, "db" | "catalogue">,
): Promise<ClientService> {
  return clientServiceFrom((await publicDesign(services)).footer);
}
