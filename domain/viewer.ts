// Who is visiting, as the browser paints it before the first frame (decision 45). No zod here:
// the document's inline script and the shop frame import it.

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

/** The flag's value in a cookie string (`document.cookie`); the inline script spells the same. */
export const FLAG_PATTERN = `(?:^|; )${VIEWER_COOKIE}=([^;]*)`;

/**
 * The flag's kind read from the cookies themselves: right from the moment the server set them,
 * also before the frame has marked <html> after a sign-in without a reload.
 */
export function viewerFromCookies(cookies: string): ViewerKind {
  return viewerFromFlag(new RegExp(FLAG_PATTERN).exec(cookies)?.[1]);
}
