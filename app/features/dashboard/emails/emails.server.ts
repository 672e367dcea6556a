// The e-mail templates page: who may read Messages may see what the boutique sends.
import type { RouterContextProvider } from "react-router";
import { previewMails } from "../../../../server/mail/preview";
import { publishedClientService } from "../../../../server/services/design/client-service";
import { servicesFrom } from "../../../lib/context.server";
import { requireArea } from "../access.server";

export async function loadEmailPreviews(request: Request, context: Readonly<RouterContextProvider>) {
  await requireArea(request, context, "messages");
  const services = servicesFrom(context);
  // The footer staff see is the one the next message will carry: the details published in Design.
  return { previews: await previewMails(services.config.publicUrl, await publishedClientService(services)) };
}
