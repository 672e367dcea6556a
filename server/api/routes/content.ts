import type { AnyRoute } from "../registry";

/** Contact messages, newsletter subscriptions and consented page views. */
export const contentRoutes: AnyRoute[] = [];
