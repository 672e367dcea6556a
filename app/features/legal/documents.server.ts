// Loader side of /legal and /faq: the live version of the chosen document, rendered on the
// server (server/services/pages); only that document travels to the browser.
import type { RouterContextProvider } from "react-router";
import { pageKey } from "../../../domain/page-documents";
import { publicPage } from "../../../server/services/pages/pages";
import { servicesFrom } from "../../lib/context.server";
import { FAQ_CATEGORIES, LEGAL_CATEGORIES, categoryFrom } from "./categories";

type Context = Readonly<RouterContextProvider>;

export async function loadLegalPage(request: Request, context: Context) {
  const category = categoryFrom(LEGAL_CATEGORIES, new URL(request.url).searchParams);
  return { category, document: await publicPage(servicesFrom(context), pageKey("legal", category)!) };
}

export async function loadFaqPage(request: Request, context: Context) {
  const category = categoryFrom(FAQ_CATEGORIES, new URL(request.url).searchParams);
  return { category, document: await publicPage(servicesFrom(context), pageKey("faq", category)!) };
}
