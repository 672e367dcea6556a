// Loader of the Analytics page: the three panels for the period in the query string (?days=30),
// read over the same services as the JSON API.
import type { RouterContextProvider } from "react-router";
import { analyticsQuery } from "../../../../domain/contracts/analytics";
import {
  couponPanel,
  pageViewsPanel,
  salesPanel,
  topProductsPanel,
} from "../../../../server/services/dashboard/analytics";
import { servicesFrom } from "../../../lib/context.server";
import { requireArea } from "../access.server";

export async function loadAnalytics(request: Request, context: Readonly<RouterContextProvider>) {
  await requireArea(request, context, "analytics");
  const asked = new URL(request.url).searchParams.get("days") ?? undefined;
  // Anything but 7, 30 or 90 shows the default period rather than an error.
  const parsed = analyticsQuery.safeParse({ days: asked });
  const days = parsed.success ? parsed.data.days : 30;
  const { db } = servicesFrom(context);
  const [sales, top, coupons, views] = await Promise.all([
    salesPanel(db, days),
    topProductsPanel(db, days),
    couponPanel(db, days),
    pageViewsPanel(db, days),
  ]);
  return { days, sales, top, coupons, views };
}
