// What the browser fills in on a shared, cached page (decision 45): who the visitor is, asked of
// GET /api/v1/me/summary, never of the page itself.
import { z } from "zod";

export { VIEWER_COOKIE, viewerFromFlag, type ViewerKind } from "../viewer";

export const viewerSummarySchema = z.object({
  signedIn: z.boolean(),
  /** The signed-in shopper's full name; empty for a guest. */
  name: z.string(),
  /** The role opens at least one dashboard area: the header shows 'Dashboard'. */
  dashboard: z.boolean(),
});
export type ViewerSummary = z.infer<typeof viewerSummarySchema>;
