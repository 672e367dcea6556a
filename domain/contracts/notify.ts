import { z } from "zod";

export const notifyRequestBody = z.strictObject({
  productId: z.string().min(1).max(64),
  size: z.string().min(1).max(40),
  /** The colour of the variant asked about (a product × size × colour). */
  color: z.string().min(1).max(40),
  email: z.string().trim().toLowerCase().pipe(z.email("Enter a valid e-mail address.").max(254)),
});
export type NotifyRequestBody = z.infer<typeof notifyRequestBody>;

export const notifyResponse = z.object({ ok: z.literal(true) });
