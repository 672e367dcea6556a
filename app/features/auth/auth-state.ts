// The spec's local key isAuth, kept in step with sign-in and sign-out. It is informational only:
// the server's session decides what a request may do, never this flag.
export const IS_AUTH_KEY = "isAuth";

export function rememberAuth(signedIn: boolean): void {
  try {
    window.localStorage.setItem(IS_AUTH_KEY, String(signedIn));
  } catch {
    // Storage can be blocked (private mode, quotas); the session cookie still holds.
  }
}
