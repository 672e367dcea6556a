import { z } from "zod";

export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export const analyticsQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (ANALYTICS_PERIODS as readonly number[]).includes(d), "Choose 7, 30 or 90 days.")
    .default(30),
});

export const dailySeries = z.array(
  z.object({ day: z.string(), revenueCents: z.number().int(), orders: z.number().int() }),
);

export const salesPanel = z.object({
  days: z.number().int(),
  series: dailySeries,
  revenueCents: z.number().int(),
  orders: z.number().int(),
  averageOrderCents: z.number().int(),
  /** Refunds paid in the period; net sales are the revenue less them (decision 78). */
  refundedCents: z.number().int(),
  netRevenueCents: z.number().int(),
  unitsSold: z.number().int(),
  /** Units in returns asked for in the period, neither rejected nor expired. */
  unitsReturned: z.number().int(),
  /** Returned units per hundred sold, one decimal. */
  returnRatePercent: z.number(),
});

export const topProductsPanel = z.object({
  byRevenue: z.array(
    z.object({
      productId: z.string(),
      title: z.string(),
      revenueCents: z.number().int(),
      units: z.number().int(),
    }),
  ),
  byUnits: z.array(
    z.object({
      productId: z.string(),
      title: z.string(),
      revenueCents: z.number().int(),
      units: z.number().int(),
    }),
  ),
});

export const couponPanel = z.array(
  z.object({ code: z.string(), orders: z.number().int(), discountCents: z.number().int() }),
);

/** First-party page views, recorded only with statistics consent. */
export const pageViewsPanel = z.object({
  total: z.number().int(),
  series: z.array(z.object({ day: z.string(), views: z.number().int() })),
  topPaths: z.array(z.object({ path: z.string(), views: z.number().int() })),
});
export type PageViewsPanel = z.infer<typeof pageViewsPanel>;
