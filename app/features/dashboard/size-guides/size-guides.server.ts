// Loader of the size guides' editor (in Design) over the same service as the JSON API, which
// checks 'design' again on every write.
import type { RouterContextProvider } from "react-router";
import { sizeGuidesDetail } from "../../../../server/services/size-guides/size-guides";
import { servicesFrom } from "../../../lib/context.server";
import { requireArea } from "../access.server";

export async function loadSizeGuides(request: Request, context: Readonly<RouterContextProvider>) {
  await requireArea(request, context, "design");
  return sizeGuidesDetail(servicesFrom(context));
}
