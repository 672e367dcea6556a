// Loader of the Design area over the same service as the JSON API (which checks 'design' again
// on every write).
import type { RouterContextProvider } from "react-router";
import { designDetail } from "../../../../server/services/design/design";
import { servicesFrom } from "../../../lib/context.server";
import { requireArea } from "../access.server";

export async function loadDesign(request: Request, context: Readonly<RouterContextProvider>) {
  await requireArea(request, context, "design");
  return designDetail(servicesFrom(context));
}
