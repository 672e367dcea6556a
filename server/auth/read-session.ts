// The one way to read the visitor's session. Better Auth's session cookie is named
// `better-auth.session_token` (`__Secure-` in front behind https); without it there is no
// session, so most shop requests — first visits, crawlers, guests — skip Better Auth entirely
// (building its request context costs more than the rest of a cached page).
import type { Auth } from "./auth";

export const SESSION_COOKIE_MARK = "better-auth.session_token=";

export function mayHaveSession(headers: Headers): boolean {
  return (headers.get("cookie") ?? "").includes(SESSION_COOKIE_MARK);
}

export function readSession(auth: Auth, headers: Headers) {
  if (!mayHaveSession(headers)) return Promise.resolve(null);
  return auth.api.getSession({ headers });
}
