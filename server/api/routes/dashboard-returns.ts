// The staff's Returns area: every read and step needs the orders area's 'returns' action
// (decision 75); the router refuses anyone else with 403 before a handler runs.
import { z } from "zod";
import {
  dashboardReturnDetail,
  dashboardReturnPage,
  dashboardReturnsQuery,
  rejectReturnBody,
} from "../../../domain/contracts/dashboard-returns";
import { RETURN_ID_PATTERN } from "../../../domain/returns";
import { listReturns, staffReturnDetail } from "../../services/returns/staff-read";
import { refundInstead } from "../../services/returns/staff-refund-instead";
import { createReplacement } from "../../services/returns/staff-replacement";
import { receiveReturn, refundReturn, rejectReturn } from "../../services/returns/staff-steps";
import { defineRoute } from "../registry";

const access = { area: "orders", action: "returns" } as const;
const idParams = z.object({
  id: z
    .string()
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(RETURN_ID_PATTERN, "Not a return number.")),
});
const noBody = z.strictObject({});

export const dashboardReturnRoutes = [
  defineRoute({
    method: "get",
    path: "/dashboard/returns",
    summary: "All returns, newest first; filter by status, search by return or order number",
    tag: "dashboard",
    access,
    query: dashboardReturnsQuery,
    response: dashboardReturnPage,
    handler: ({ query, services }) => listReturns(services.db, query),
  }),
  defineRoute({
    method: "get",
    path: "/dashboard/returns/{id}",
    summary: "One return: lines, events, the refund due and the replacement shipment",
    tag: "dashboard",
    access,
    params: idParams,
    response: dashboardReturnDetail,
    handler: ({ params, services }) => staffReturnDetail(services.db, params.id),
  }),
  defineRoute({
    method: "post",
    path: "/dashboard/returns/{id}/receive",
    summary: "The parcel has arrived: its units go back to stock; e-mails the customer",
    tag: "dashboard",
    access,
    params: idParams,
    body: noBody,
    response: dashboardReturnDetail,
    errors: { 409: "This return has already been received, or is closed." },
    handler: async ({ params, services, user }) => {
      await receiveReturn(services, params.id, (await user())!);
      return staffReturnDetail(services.db, params.id);
    },
  }),
  defineRoute({
    method: "post",
    path: "/dashboard/returns/{id}/refund",
    summary: "Approve the refund of the refund lines (amount computed by the server); e-mails the customer",
    tag: "dashboard",
    access,
    params: idParams,
    body: noBody,
    response: dashboardReturnDetail,
    errors: { 409: "Not received yet, nothing to refund, or already refunded." },
    handler: async ({ params, services, user }) => {
      await refundReturn(services, params.id, (await user())!);
      return staffReturnDetail(services.db, params.id);
    },
  }),
  defineRoute({
    method: "post",
    path: "/dashboard/returns/{id}/refund-instead",
    summary:
      "Refund the exchange lines instead of sending a replacement (with any refund still due); e-mails the customer",
    tag: "dashboard",
    access,
    params: idParams,
    body: noBody,
    response: dashboardReturnDetail,
    errors: { 409: "Not received yet, nothing to exchange, or the replacement was already created." },
    handler: async ({ params, services, user }) => {
      await refundInstead(services, params.id, (await user())!);
      return staffReturnDetail(services.db, params.id);
    },
  }),
  defineRoute({
    method: "post",
    path: "/dashboard/returns/{id}/reject",
    summary: "Reject the return with a reason; e-mails the customer",
    tag: "dashboard",
    access,
    params: idParams,
    body: rejectReturnBody,
    response: dashboardReturnDetail,
    errors: { 409: "This return has already been settled or is closed." },
    handler: async ({ params, body, services, user }) => {
      await rejectReturn(services, params.id, body.reason, (await user())!);
      return staffReturnDetail(services.db, params.id);
    },
  }),
  defineRoute({
    method: "post",
    path: "/dashboard/returns/{id}/replacement",
    summary: "Create the exchange's replacement shipment, reserving its stock; e-mails the customer",
    tag: "dashboard",
    access,
    params: idParams,
    body: noBody,
    response: dashboardReturnDetail,
    successStatus: 201,
    errors: { 409: "Not received yet, already created, or not enough stock for a line." },
    handler: async ({ params, services, user }) => {
      await createReplacement(services, params.id, (await user())!);
      return staffReturnDetail(services.db, params.id);
    },
  }),
];
