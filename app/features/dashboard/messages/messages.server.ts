// Loader of the Messages page: contact messages (all, or unread only with ?unread=true) and the
// newsletter's subscribers, over the same services as the JSON API.
import type { RouterContextProvider } from "react-router";
import { listMessages, listSubscribers } from "../../../../server/services/dashboard/messages";
import { servicesFrom } from "../../../lib/context.server";
import { requireArea } from "../access.server";

export const MESSAGES_PAGE_SIZE = 20;

export async function loadMessages(request: Request, context: Readonly<RouterContextProvider>) {
  await requireArea(request, context, "messages");
  const unreadOnly = new URL(request.url).searchParams.get("unread") === "true";
  const services = servicesFrom(context);
  const [messages, subscribers] = await Promise.all([
    listMessages(services, { unread: unreadOnly ? "true" : undefined, limit: MESSAGES_PAGE_SIZE }),
    listSubscribers(services, { limit: MESSAGES_PAGE_SIZE }),
  ]);
  return { unreadOnly, messages, subscribers };
}
