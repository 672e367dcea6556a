import { notifyRequestBody, notifyResponse } from "../../../domain/contracts/notify";
import { requestNotification } from "../../services/catalogue/notify-me";
import { defineRoute } from "../registry";

export const notifyRoutes = [
  defineRoute({
    method: "post",
    path: "/notify-requests",
    summary: "Ask to be e-mailed when a coming-soon or sold-out size can be ordered again",
    tag: "catalogue",
    access: "public",
    body: notifyRequestBody,
    response: notifyResponse,
    successStatus: 201,
    handler: async ({ body, services }) => {
      await requestNotification(services.db, body);
      return { ok: true as const };
    },
  }),
];
