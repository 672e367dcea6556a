// Where signing in or creating an account leaves the shopper. The spec sends them home; a page
// that sends a guest to Log In for something only a customer can do (keep a wishlist) names
// itself in `next`, and the shopper comes back to it (decision 129). Only a page of this shop is
// a way back: anything that could leave the site (`//host`, `/\host`, a scheme) or loop through
// the sign-in pages again falls back to home.

import { authLink, RETURN_PARAM } from "./return-link";
import { isUnsafeText } from "./safe-text";

const MAX_LENGTH = 512;
const BASE = "http://atelier.invalid";
/** Pages that are no place to come back to after signing in. */
const NO_RETURN = new Set(["/login", "/register", "/reset-password"]);

/** The shop path `raw` names, or null when it is not a safe way back. */
export function returnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > MAX_LENGTH || !raw.startsWith("/")) return null;
  // Browsers read `\` as `/` and drop tabs and newlines, so `/\host` and `/\t/host` leave the site.
  if (raw.startsWith("//") || raw.includes("\\") || isUnsafeText(raw, { lineBreaks: false })) return null;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  // Judged as it will be sent: resolving dot segments can make `/..//host` into `//host`, which a
  // browser (and React Router's redirect) follows to another site.
  if (url.pathname.startsWith("//")) return null;
  // Routes match decoded, whatever the case and a trailing slash: `/Login/` and `/%6Cogin` are the
  // sign-in page too.
  let page: string;
  try {
    page = decodeURIComponent(url.pathname).toLowerCase().replace(/\/+$/, "");
  } catch {
    return null;
  }
  if (NO_RETURN.has(page) || page === "/api" || page.startsWith("/api/")) return null;
  return url.pathname + url.search + url.hash;
}

/** Where a sign-in or sign-up sent from `requestUrl` goes: its `next`, or home. */
export function destinationAfterSignIn(requestUrl: string): string {
  return returnPath(new URL(requestUrl, BASE).searchParams.get(RETURN_PARAM)) ?? "/";
}

/** `/login` or `/register`, carrying the way back when there is a safe one. */
export function authPageHref(page: "/login" | "/register", next: string | null | undefined): string {
  const back = returnPath(next);
  return back === null ? page : authLink(page, back);
}
