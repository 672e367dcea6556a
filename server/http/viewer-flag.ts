// The session flag (decision 45): a readable cookie that follows Better Auth's session cookie,
// so the inline script of a shared page can paint 'My Account' (and 'Dashboard' for staff)
// before the first frame. Whenever a response sets the session cookie, the flag is set with the
// same lifetime; whenever it clears it, the flag goes too. The server never reads the flag to
// decide anything: it is a hint for the first paint, corrected by GET /api/v1/me/summary.
import type { Context, MiddlewareHandler } from "hono";
import { VIEWER_COOKIE, type ViewerKind } from "../../domain/contracts/viewer";
import { SESSION_COOKIE_MARK, mayHaveSession, readSession } from "../auth/read-session";
import { viewerKind, viewerSummary } from "../services/account/viewer";
import type { Services } from "../services-type";

const FLAG_VALUE: Record<ViewerKind, string> = { guest: "0", customer: "1", staff: "staff" };
const SESSION_NAME = SESSION_COOKIE_MARK.slice(0, -1);
/** A stale session cookie is checked once a day at most. */
const GUEST_FLAG_SECONDS = 24 * 60 * 60;

export function flagCookie(kind: ViewerKind, lifetime: string, secure: boolean): string {
  return `${VIEWER_COOKIE}=${FLAG_VALUE[kind]}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}${lifetime}`;
}

export function hasFlag(cookieHeader: string | null): boolean {
  return (cookieHeader ?? "").split(/;\s*/).some((part) => part.startsWith(`${VIEWER_COOKIE}=`));
}

interface SessionChange {
  /** "name=value" to read the new session with; null when the session cookie is cleared. */
  cookie: string | null;
  /** The session cookie's own "; Max-Age=…" / "; Expires=…" attributes. */
  lifetime: string;
}

/** The session cookie this response sets or clears, if any. */
export function sessionChange(setCookies: string[]): SessionChange | null {
  for (const line of setCookies) {
    const [pair = "", ...attributes] = line.split(/;\s*/);
    const eq = pair.indexOf("=");
    if (eq < 0 || !pair.slice(0, eq).endsWith(SESSION_NAME)) continue;
    const value = pair.slice(eq + 1);
    const lifetime = attributes
      .filter((a) => /^(max-age|expires)=/i.test(a))
      .map((a) => `; ${a}`)
      .join("");
    const gone = value === "" || /;\s*max-age=0(?:;|$)/i.test(`;${attributes.join(";")}`);
    return { cookie: gone ? null : pair, lifetime };
  }
  return null;
}

async function kindOf(services: Services, cookie: string): Promise<ViewerKind> {
  return viewerKind(viewerSummary(await readSession(services, new Headers({ cookie }))));
}

export function viewerFlag(services: Services): MiddlewareHandler {
  const secure = services.config.publicUrl.startsWith("https://");
  return async (c: Context, next) => {
    await next();
    const change = sessionChange(c.res.headers.getSetCookie());
    let flag: string | null = null;
    if (change) {
      flag = change.cookie
        ? flagCookie(await kindOf(services, change.cookie), change.lifetime, secure)
        : `${VIEWER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure ? "; Secure" : ""}`;
    } else if (needsFirstFlag(c)) {
      // A session from before the flag existed: checked once, then the flag says.
      const cookie = c.req.header("cookie") ?? "";
      const session = await services.auth.api.getSession({ headers: c.req.raw.headers });
      flag = session
        ? flagCookie(
            await kindOf(services, cookie),
            `; Expires=${session.session.expiresAt.toUTCString()}`,
            secure,
          )
        : flagCookie("guest", `; Max-Age=${GUEST_FLAG_SECONDS}`, secure);
    }
    if (!flag) return;
    const cookie = flag;
    editHeaders(c, (headers) => {
      headers.append("set-cookie", cookie);
      // A response that sets a cookie is one person's: no shared cache may keep it.
      headers.set("cache-control", "private, no-store");
    });
  };
}

/** Edits the response's headers, copying the response first when they are immutable. */
export function editHeaders(c: Context, edit: (headers: Headers) => void): void {
  try {
    edit(c.res.headers);
  } catch {
    const res = new Response(c.res.body, c.res);
    edit(res.headers);
    // Hono merges the old response's headers into a new one; forgetting it first keeps the edit.
    c.res = undefined;
    c.res = res;
  }
}

function needsFirstFlag(c: Context): boolean {
  if (c.req.method !== "GET" || !(c.res.headers.get("content-type") ?? "").startsWith("text/html"))
    return false;
  return mayHaveSession(c.req.raw.headers) && !hasFlag(c.req.header("cookie") ?? null);
}
