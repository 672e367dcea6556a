/**
 * The tab's sessionStorage: per tab, gone with it, nothing sent to the server. Null on the server
 * and where storage is blocked (a privacy setting), so callers fall back to not keeping anything.
 */
export function tabStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
