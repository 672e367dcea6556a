import type { z } from "zod";
import {
  analyticsQuery,
  couponPanel,
  pageViewsPanel,
  salesPanel,
  topProductsPanel,
} from "../../../domain/contracts/analytics";
import type { Db } from "../../db/client";
import * as analytics from "../../services/dashboard/analytics";
import { defineRoute, staffOnly } from "../registry";

/** Every panel is a GET of one period (7, 30 or 90 days) behind analytics 'view'. */
function panelRoute<R extends z.ZodType>(
  path: string,
  summary: string,
  response: R,
  read: (db: Db, days: number) => Promise<z.infer<R>>,
) {
  return defineRoute({
    method: "get",
    path: `/dashboard/analytics/${path}`,
    summary,
    ...staffOnly("analytics", "view"),
    query: analyticsQuery,
    response,
    handler: ({ query, services }) => read(services.db, query.days),
  });
}

export const dashboardAnalyticsRoutes = [
  panelRoute(
    "sales",
    "Revenue and orders per day, total, average order value (7, 30 or 90 days)",
    salesPanel,
    analytics.salesPanel,
  ),
  panelRoute(
    "top-products",
    "Top products by revenue and by units",
    topProductsPanel,
    analytics.topProductsPanel,
  ),
  panelRoute("coupons", "Coupon usage: orders and discount per code", couponPanel, analytics.couponPanel),
  panelRoute(
    "page-views",
    "Consented page views per day and the most visited paths",
    pageViewsPanel,
    analytics.pageViewsPanel,
  ),
];
