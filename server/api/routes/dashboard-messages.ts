import { z } from "zod";
import {
  contactMessageSchema,
  messagePage,
  messagesQuery,
  subscriberPage,
} from "../../../domain/contracts/dashboard-messages";
import { dashboardListQuery } from "../../../domain/contracts/dashboard-products";
import { rowNumber } from "../../../domain/contracts/fields";
import { shopDay } from "../../../domain/dates";
import { csvDownload } from "../../http/download";
import {
  listMessages,
  listSubscribers,
  markMessage,
  subscribersCsv,
} from "../../services/dashboard/messages";
import { defineRoute, staffOnly } from "../registry";

export const dashboardMessageRoutes = [
  defineRoute({
    method: "get",
    path: "/dashboard/messages",
    summary: "Contact messages, newest first, with the unread count",
    ...staffOnly("messages", "view"),
    query: messagesQuery,
    response: messagePage,
    handler: ({ query, services }) => listMessages(services, query),
  }),
  defineRoute({
    method: "put",
    path: "/dashboard/messages/{id}",
    summary: "Mark a message read or unread",
    ...staffOnly("messages", "edit"),
    params: z.object({ id: rowNumber("Not a message id.") }),
    body: z.strictObject({ read: z.boolean() }),
    response: contactMessageSchema,
    handler: ({ params, body, services }) => markMessage(services, params.id, body.read),
  }),
  defineRoute({
    method: "get",
    path: "/dashboard/subscribers",
    summary: "Newsletter subscribers, newest first",
    ...staffOnly("messages", "view"),
    query: dashboardListQuery,
    response: subscriberPage,
    handler: ({ query, services }) => listSubscribers(services, query),
  }),
  defineRoute({
    method: "get",
    path: "/dashboard/subscribers/export",
    summary: "Newsletter subscribers as CSV",
    ...staffOnly("messages", "export"),
    response: z.string(),
    handler: async ({ services }) =>
      csvDownload(await subscribersCsv(services), `atelier-subscribers-${shopDay(new Date())}.csv`),
  }),
];
