// GET /me/summary: the one personal call a shared page makes (decision 45). Anyone may ask; a
// guest is told so. The answer is personal: never stored by any cache.
import { VIEWER_COOKIE, viewerFromFlag, viewerSummarySchema } from "../../../domain/contracts/viewer";
import { readSession } from "../../auth/read-session";
import { flagCookie } from "../../http/viewer-flag";
import { viewerKind, viewerSummary } from "../../services/account/viewer";
import { defineRoute } from "../registry";

function flagSent(cookieHeader: string | undefined): string | undefined {
  const part = (cookieHeader ?? "").split(/;\s*/).find((p) => p.startsWith(`${VIEWER_COOKIE}=`));
  return part?.slice(VIEWER_COOKIE.length + 1);
}

export const viewerRoutes = [
  defineRoute({
    method: "get",
    path: "/me/summary",
    summary: "Who is visiting: signed in, name, dashboard access (for the shared pages' header)",
    tag: "account",
    access: "public",
    response: viewerSummarySchema,
    cache: "private, no-store",
    handler: async ({ c, services }) => {
      const session = await readSession(services, c.req.raw.headers);
      const summary = viewerSummary(session);
      // The flag follows the truth: a role change or an ended session corrects the next first paint.
      const sent = flagSent(c.req.header("cookie"));
      const kind = viewerKind(summary);
      const secure = services.config.publicUrl.startsWith("https://");
      if (session && viewerFromFlag(sent) !== kind) {
        const lifetime = `; Expires=${session.session.expiresAt.toUTCString()}`;
        c.header("set-cookie", flagCookie(kind, lifetime, secure), { append: true });
      } else if (!session && sent !== undefined && sent !== "0") {
        c.header("set-cookie", flagCookie("guest", "; Max-Age=0", secure), { append: true });
      }
      return summary;
    },
  }),
];
