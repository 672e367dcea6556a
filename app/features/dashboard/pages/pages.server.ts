// Loaders of the Pages area: the document list, and one document with its draft and history,
// over the same services as the JSON API (which checks 'pages' again on every write).
import { data, type RouterContextProvider } from "react-router";
import { PAGE_KEYS, type PageKey } from "../../../../domain/page-documents";
import { listPages, pageDetail } from "../../../../server/services/pages/pages";
import { servicesFrom } from "../../../lib/context.server";
import { requireArea } from "../access.server";

type Context = Readonly<RouterContextProvider>;

export async function loadPageList(request: Request, context: Context) {
  await requireArea(request, context, "pages");
  return listPages(servicesFrom(context));
}

export async function loadPageEditor(request: Request, context: Context, key: string | undefined) {
  await requireArea(request, context, "pages");
  const known = PAGE_KEYS.find((k): k is PageKey => k === key);
  if (!known) throw data(null, { status: 404 });
  return pageDetail(servicesFrom(context), known);
}
