import { z } from "zod";
import {
  cancelLinesBody,
  dashboardOrderDetail,
  dashboardOrderPage,
  dashboardOrdersQuery,
  shipLinesBody,
} from "../../../domain/contracts/dashboard-orders";
import { rowNumber } from "../../../domain/contracts/fields";
import { shopDay } from "../../../domain/dates";
import { ORDER_ID_PATTERN } from "../../../domain/ids";
import { csvDownload } from "../../http/download";
import { exportOrdersCsv, listOrders, orderDetail, staffCancelOrder } from "../../services/dashboard/orders";
import { cancelLines } from "../../services/orders/cancel-lines";
import { markDelivered, shipLines } from "../../services/orders/fulfilment";
import { defineRoute, staffOnly } from "../registry";

const idParams = z.object({ id: z.string().regex(ORDER_ID_PATTERN, "Not an order id.") });

export const dashboardOrderRoutes = [
  defineRoute({
    method: "get",
    path: "/dashboard/orders",
    summary: "All orders, newest first; filter by status, date range, order id or e-mail",
    ...staffOnly("orders", "view"),
    query: dashboardOrdersQuery,
    response: dashboardOrderPage,
    handler: ({ query, services }) => listOrders(services, query),
  }),
  defineRoute({
    method: "get",
    path: "/dashboard/orders/export",
    summary: "The filtered orders as CSV",
    ...staffOnly("orders", "export"),
    query: dashboardOrdersQuery,
    response: z.string(),
    handler: async ({ query, services }) =>
      csvDownload(await exportOrdersCsv(services, query), `atelier-orders-${shopDay(new Date())}.csv`),
  }),
  defineRoute({
    method: "get",
    path: "/dashboard/orders/{id}",
    summary: "One order with lines, totals, addresses, timeline and account",
    ...staffOnly("orders", "view"),
    params: idParams,
    response: dashboardOrderDetail,
    handler: ({ params, services }) => orderDetail(services, params.id),
  }),
  defineRoute({
    method: "post",
    path: "/dashboard/orders/{id}/cancel",
    summary: "Cancel an order (recorded with who and when)",
    ...staffOnly("orders", "cancel"),
    params: idParams,
    body: z.strictObject({}),
    response: dashboardOrderDetail,
    handler: async ({ params, services, user }) => staffCancelOrder(services, params.id, (await user())!),
  }),
  defineRoute({
    method: "post",
    path: "/dashboard/orders/{id}/cancelled-lines",
    summary: "Cancel lines still to ship of a partly shipped order (not charged); e-mails the customer",
    ...staffOnly("orders", "cancel"),
    params: idParams,
    body: cancelLinesBody,
    response: dashboardOrderDetail,
    handler: async ({ params, body, services, user }) => {
      await cancelLines(services, params.id, body, (await user())!);
      return orderDetail(services, params.id);
    },
  }),
  defineRoute({
    method: "post",
    path: "/dashboard/orders/{id}/shipments",
    summary: "Ship some lines as one parcel (carrier, tracking number); e-mails the customer",
    ...staffOnly("orders", "fulfil"),
    params: idParams,
    body: shipLinesBody,
    response: dashboardOrderDetail,
    successStatus: 201,
    handler: async ({ params, body, services, user }) => {
      await shipLines(services, params.id, body, (await user())!);
      return orderDetail(services, params.id);
    },
  }),
  defineRoute({
    method: "post",
    path: "/dashboard/orders/{id}/shipments/{shipment}/delivered",
    summary: "Mark a parcel delivered; e-mails the customer",
    ...staffOnly("orders", "fulfil"),
    params: idParams.extend({ shipment: rowNumber("Not a shipment id.") }),
    body: z.strictObject({}),
    response: dashboardOrderDetail,
    handler: async ({ params, services, user }) => {
      await markDelivered(services, params.id, params.shipment, (await user())!);
      return orderDetail(services, params.id);
    },
  }),
];
