import { z } from "zod";

export const messagesQuery = z.object({
  unread: z.enum(["true", "false"]).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const contactMessageSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  subject: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  orderId: z.string().nullable(),
  message: z.string(),
  read: z.boolean(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const messagePage = z.object({
  items: z.array(contactMessageSchema),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
});

export const subscriberSchema = z.object({
  email: z.string(),
  createdAt: z.string(),
  registered: z.boolean(),
});
export const subscriberPage = z.object({
  items: z.array(subscriberSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
