import { notifyRequestBody, notifyResponse } from "../../../domain/contracts/notify";
import { enforceRateLimit } from "../../http/rate-limit";
import { NOTIFY_RATE } from "../../limits/rules";
import { requestNotification } from "../../services/catalogue/notify-me";
import { defineRoute } from "../registry";

export const notifyRoutes = [
  defineRoute({
    method: "post",
    path: "/notify-requests",
    summary: "Ask to be e-mailed when a coming-soon or sold-out size can be ordered again",
    tag: "catalogue",
    access: "public",
    // Open to anyone, each request an e-mail to an address nobody confirmed: limited per sender.
    errors: { 429: "Too many requests from this address; try again later." },
    body: notifyRequestBody,
    response: notifyResponse,
    successStatus: 201,
    handler: async ({ body, c, services }) => {
      await enforceRateLimit(c, services, "notify", NOTIFY_RATE);
      await requestNotification(services.db, body);
      return { ok: true as const };
    },
  }),
];
