import { z } from "zod";
import { orderSchema } from "./orders";

export const dashboardOrdersQuery = z
  .object({
    status: z.enum(["placed", "cancelled"]).optional(),
    from: z.iso.date("Use a date as YYYY-MM-DD.").optional(),
    to: z.iso.date("Use a date as YYYY-MM-DD.").optional(),
    /** An order id, or part of an e-mail address. */
    q: z.string().trim().max(254).optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "The start comes after the end.",
    path: ["from"],
  });
export type DashboardOrdersQuery = z.output<typeof dashboardOrdersQuery>;

export const dashboardOrderRow = z.object({
  id: z.string(),
  purchasedAt: z.string(),
  status: z.enum(["placed", "cancelled"]),
  email: z.string(),
  itemCount: z.number().int(),
  totalCents: z.number().int(),
  userId: z.string().nullable(),
});

export const dashboardOrderPage = z.object({
  items: z.array(dashboardOrderRow),
  nextCursor: z.string().nullable(),
});

export const dashboardOrderDetail = orderSchema.extend({
  cancelledBy: z.string().nullable(),
  account: z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.string() }).nullable(),
});
export type DashboardOrderDetail = z.infer<typeof dashboardOrderDetail>;
