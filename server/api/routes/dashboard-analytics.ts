import {
  analyticsQuery,
  couponPanel,
  pageViewsPanel,
  salesPanel,
  topProductsPanel,
} from "../../../domain/contracts/analytics";
import * as analytics from "../../services/dashboard/analytics";
import { defineRoute } from "../registry";

export const dashboardAnalyticsRoutes = [
  defineRoute({
    method: "get",
    path: "/dashboard/analytics/sales",
    summary: "Revenue and orders per day, total, average order value (7, 30 or 90 days)",
    tag: "dashboard",
    access: { area: "analytics", action: "view" },
    query: analyticsQuery,
    response: salesPanel,
    handler: ({ query, services }) => analytics.salesPanel(services.db, query.days),
  }),
  defineRoute({
    method: "get",
    path: "/dashboard/analytics/top-products",
    summary: "Top products by revenue and by units",
    tag: "dashboard",
    access: { area: "analytics", action: "view" },
    query: analyticsQuery,
    response: topProductsPanel,
    handler: ({ query, services }) => analytics.topProductsPanel(services.db, query.days),
  }),
  defineRoute({
    method: "get",
    path: "/dashboard/analytics/coupons",
    summary: "Coupon usage: orders and discount per code",
    tag: "dashboard",
    access: { area: "analytics", action: "view" },
    query: analyticsQuery,
    response: couponPanel,
    handler: ({ query, services }) => analytics.couponPanel(services.db, query.days),
  }),
  defineRoute({
    method: "get",
    path: "/dashboard/analytics/page-views",
    summary: "Consented page views per day and the most visited paths",
    tag: "dashboard",
    access: { area: "analytics", action: "view" },
    query: analyticsQuery,
    response: pageViewsPanel,
    handler: ({ query, services }) => analytics.pageViewsPanel(services.db, query.days),
  }),
];
