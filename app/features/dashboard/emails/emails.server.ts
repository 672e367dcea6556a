// The e-mail templates page: who may read Messages may see what the boutique sends.
import type { RouterContextProvider } from "react-router";
import { previewMails } from "../../../../server/mail/preview";
import { servicesFrom } from "../../../lib/context.server";
import { requireArea } from "../access.server";

export async function loadEmailPreviews(request: Request, context: Readonly<RouterContextProvider>) {
  await requireArea(request, context, "messages");
  return { previews: await previewMails(servicesFrom(context).config.publicUrl) };
}
