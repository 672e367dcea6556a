// Contact messages, newsletter subscriptions and consented page views: public writes, so each is
// strictly validated by its contract and rate-limited per sender before anything is stored.
import {
  contactMessageBody,
  newsletterBody,
  okResponse,
  pageViewBody,
  pageViewResponse,
} from "../../../domain/contracts/content";
import { enforceRateLimit } from "../../http/rate-limit";
import { CONTACT_RATE, NEWSLETTER_RATE, PAGE_VIEW_RATE } from "../../limits/rules";
import { storeContactMessage } from "../../services/content/contact-messages";
import { subscribe } from "../../services/content/newsletter";
import { recordPageView } from "../../services/content/page-views";
import { countsAsShopView } from "../../../domain/page-views";
import { defineRoute } from "../registry";

/** Each is open to anyone and rate-limited per sender. */
const PUBLIC_WRITE = {
  tag: "content",
  access: "public",
  errors: { 429: "Too many requests from this address; try again later." },
} as const;

/** Contact messages, newsletter subscriptions and consented page views. */
export const contentRoutes = [
  defineRoute({
    method: "post",
    path: "/contact-messages",
    summary: "Send a message to client service (stored for staff to answer)",
    ...PUBLIC_WRITE,
    body: contactMessageBody,
    response: okResponse,
    successStatus: 201,
    handler: async ({ body, c, services }) => {
      await enforceRateLimit(c, services, "contact", CONTACT_RATE);
      await storeContactMessage(services.db, body);
      return { ok: true as const };
    },
  }),
  defineRoute({
    method: "post",
    path: "/newsletter-subscriptions",
    summary: "Subscribe an e-mail address to the newsletter; repeating it changes nothing",
    ...PUBLIC_WRITE,
    body: newsletterBody,
    response: okResponse,
    successStatus: 201,
    handler: async ({ body, c, services, user }) => {
      await enforceRateLimit(c, services, "newsletter", NEWSLETTER_RATE);
      const signedIn = await user();
      await subscribe(services.db, {
        email: body.email,
        user: signedIn ? { id: signedIn.id, email: signedIn.email } : null,
      });
      // The same answer whether or not the address was already subscribed: no one can probe the list.
      return { ok: true as const };
    },
  }),
  defineRoute({
    method: "post",
    path: "/page-views",
    summary: "Count a page view; recorded only when the visitor allowed statistics cookies",
    ...PUBLIC_WRITE,
    body: pageViewBody,
    response: pageViewResponse,
    successStatus: 202,
    handler: async ({ body, c, services }) => {
      if (!body.consent.statistics || !countsAsShopView(body.path)) return { recorded: false };
      await enforceRateLimit(c, services, "page-views", PAGE_VIEW_RATE);
      await recordPageView(services.db, body.path);
      return { recorded: true };
    },
  }),
];
