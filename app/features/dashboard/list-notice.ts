// After a save the form goes back to the list with its confirmation in the history entry's state
// rather than the URL: the address stays clean, and a copied link never repeats the message.
import { useLocation } from "react-router";
import { useHydrated } from "../../lib/use-hydrated";

export interface ListNotice {
  message: string;
  /** The product's shop page, offered as a link to check it at once. */
  shopHref?: string;
}

export function listNoticeState(notice: ListNotice): { notice: ListNotice } {
  return { notice };
}

export function readListNotice(state: unknown): ListNotice | null {
  if (typeof state !== "object" || state === null || !("notice" in state)) return null;
  const notice = (state as { notice: unknown }).notice;
  if (typeof notice !== "object" || notice === null) return null;
  const { message, shopHref } = notice as Record<string, unknown>;
  if (typeof message !== "string") return null;
  return typeof shopHref === "string" ? { message, shopHref } : { message };
}

/**
 * The confirmation the current history entry carries. Read only once hydrated: the server never
 * sees history state, so after a reload reading it during hydration would render what the
 * server's HTML lacks (React error #418); it shows a moment later instead.
 */
export function useListNotice(): ListNotice | null {
  const location = useLocation();
  const hydrated = useHydrated();
  return hydrated ? readListNotice(location.state) : null;
}
