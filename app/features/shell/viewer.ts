// Who is visiting, filled in by the browser on pages every visitor shares (decision 45).
// First paint: VIEWER_SCRIPT, inline in <head>, reads the session flag cookie and marks <html>
// with data-viewer="customer" or "staff" before anything is drawn; the header's CSS shows the
// matching links from there, so a signed-in shopper never sees 'Log In' flash. After hydration,
// GET /api/v1/me/summary confirms (and the server corrects the flag when it was wrong).
import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { viewerFromCookies, type ViewerKind } from "../../../domain/viewer";
import { fetchViewerSummary } from "../../../sdk/viewer";

const flagKind = (): ViewerKind => viewerFromCookies(document.cookie);

/** Creating it does no I/O, so this module is harmless during server rendering. */

let current: ViewerKind = "guest";
const listeners = new Set<() => void>();

function show(kind: ViewerKind): void {
  const root = document.documentElement;
  if (kind === "guest") root.removeAttribute("data-viewer");
  else root.setAttribute("data-viewer", kind);
  if (kind === current) return;
  current = kind;
  for (const listener of listeners) listener();
}

/** The kind confirmed by the server for the flag it was asked with, so it is asked once per change. */
let confirmedFor: ViewerKind | null = null;

async function confirm(flag: ViewerKind): Promise<void> {
  if (flag === "guest" || confirmedFor === flag) return;
  confirmedFor = flag;
  try {
    const summary = await fetchViewerSummary();
    const kind: ViewerKind = !summary.signedIn ? "guest" : summary.dashboard ? "staff" : "customer";
    // The answer also corrected the flag cookie, so the next page paints right at once.
    confirmedFor = kind;
    show(kind);
  } catch {
    // Offline or the server busy: the flag's first paint stands until the next page.
    confirmedFor = null;
  }
}

/** Follows the flag on every page (sign-in and sign-out change it without a reload). */
export function useViewerSync(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const flag = flagKind();
    show(flag);
    void confirm(flag);
  }, [pathname]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For parts drawn only in the browser (the mobile menu's panel); "guest" while rendering on the server. */
export function useViewer(): ViewerKind {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => "guest",
  );
}
