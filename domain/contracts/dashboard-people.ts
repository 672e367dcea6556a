import { z } from "zod";
import { AREA_ACTIONS } from "../role-actions";
import { DASHBOARD_AREAS } from "../types";
import { collapsedString } from "../text-schema";
import { profileSchema } from "./account";
import { orderSchema } from "./orders";

const entry = z.union([z.literal("all"), z.literal(false), z.array(z.string().max(20)).max(10)]);
/** Each area's actions must be ones it knows: a mistyped action would otherwise vanish without a word. */
export const permissionsInput = z.partialRecord(z.enum(DASHBOARD_AREAS), entry).superRefine((input, ctx) => {
  for (const area of DASHBOARD_AREAS) {
    const actions = input[area];
    if (!Array.isArray(actions)) continue;
    const unknown = actions.filter((a) => !AREA_ACTIONS[area].includes(a));
    if (unknown.length > 0)
      ctx.addIssue({
        code: "custom",
        path: [area],
        message: `Unknown action${unknown.length > 1 ? "s" : ""} ${unknown.map((a) => JSON.stringify(a)).join(", ")}: use ${AREA_ACTIONS[area].join(", ")}.`,
      });
  }
});

export const roleKey = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9-]{1,30}$/, "Use 2–31 lower-case letters, digits or hyphens.");

export const roleCreateBody = z.strictObject({
  id: roleKey,
  roleName: collapsedString(60),
  permissions: permissionsInput,
});
export const roleUpdateBody = z.strictObject({
  roleName: collapsedString(60),
  permissions: permissionsInput,
  /** The role's version when the editor opened (Role.version); without it the save is unconditional. */
  version: z.string().max(40).optional(),
});
/** The refusal of a save over an edit made meanwhile (the editor's version is not the role's). */
export const STALE_ROLE =
  "Someone else has saved this role since you opened it. Reload the page to see their changes, then make yours again.";

export const roleSchema = z.object({
  id: z.string(),
  roleName: z.string(),
  permissions: z.record(z.string(), entry),
  userCount: z.number().int(),
  /** What a save sends back (roleUpdateBody.version). */
  version: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

export const usersQuery = z.object({
  q: z.string().trim().max(254).optional(),
  role: z.string().max(40).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const userRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  createdAt: z.string(),
});
export const userPage = z.object({ items: z.array(userRow), nextCursor: z.string().nullable() });

export const userDetail = z.object({
  profile: profileSchema,
  createdAt: z.string(),
  /** The newest orders (USER_ORDERS_SHOWN at most), newest first. */
  orders: z.array(orderSchema),
  /** All of the user's orders, shown or not. */
  orderCount: z.number().int(),
});

export const roleChangeBody = z.strictObject({ role: z.string().trim().min(1).max(40) });
