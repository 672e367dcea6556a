// What the browser fills in on a shared, cached page (decision 45): who the visitor is, asked of
// GET /api/v1/me/summary, never of the page itself.
import { z } from "zod";

export const viewerSummarySchema = z.object({
  signedIn: z.boolean(),
  /** The signed-in shopper's full name; empty for a guest. */
  name: z.string(),
  /** The role opens at least one dashboard area: the header shows 'Dashboard'. */
  dashboard: z.boolean(),
});
export type ViewerSummary = z.infer<typeof viewerSummarySchema>;

/**
 * The session flag: a cookie the browser may read (not HttpOnly), set and cleared by the server
 * together with the session. It only chooses the header's first paint; the server never trusts it.
 */
export const VIEWER_COOKIE = "atelier_signed_in";
export type ViewerKind = "guest" | "customer" | "staff";

export function viewerFromFlag(value: string | undefined): ViewerKind {
  if (value === "staff") return "staff";
  return value === "1" ? "customer" : "guest";
}
