// Show More's extra pages, kept per history entry (React Router's location key), so that Back to a
// listing or a search shows the pieces that were loaded there, and the scroll position React
// Router restores lands on the piece the shopper had opened instead of past the end of a list cut
// back to its first page. In sessionStorage: per tab, gone with it, nothing sent to the server.
//
// Only a client navigation restores them: during hydration the page must be the server's (a
// reload shows the first page, as the address alone describes it). Kept for half an hour at
// most, for the 20 latest lists, and only while the list's first page is still the same pieces:
// a catalogue that changed meanwhile starts over from the server's first page.
import { tabStorage } from "./tab-storage";

const PREFIX = "shownPages:";
const INDEX = "shownPages";
const MAX_LISTS = 20;
const MAX_AGE_MS = 30 * 60 * 1000;

/**
 * The name a list's pages are kept under: its history entry and its address (every page loaded
 * afresh has React Router's key "default", so the key alone would mix lists up).
 */
export function keptPagesEntry(location: { key: string; pathname: string; search: string }): string {
  return `${location.key}:${location.pathname}${location.search}`;
}

export interface KeptPages<T> {
  /** The keys of the first page the pages were loaded after. */
  firstKeys: string[];
  /** Everything Show More added, in order. */
  extra: T[];
  /** The cursor of the page after them; null when the list was loaded to its end. */
  cursor: string | null;
  savedAt: number;
}

export function keepPages<T>(entry: string, kept: Omit<KeptPages<T>, "savedAt">): void {
  const store = tabStorage();
  if (!store) return;
  try {
    const index = (JSON.parse(store.getItem(INDEX) ?? "[]") as string[]).filter((e) => e !== entry);
    index.push(entry);
    for (const old of index.splice(0, Math.max(0, index.length - MAX_LISTS))) store.removeItem(PREFIX + old);
    store.setItem(PREFIX + entry, JSON.stringify({ ...kept, savedAt: Date.now() }));
    store.setItem(INDEX, JSON.stringify(index));
  } catch {
    // Full or unreadable: Back shows the first page, as without this.
  }
}

/** Forgets what was kept for the entry: a reload drew it afresh from its first page. */
export function forgetPages(entry: string): void {
  try {
    tabStorage()?.removeItem(PREFIX + entry);
  } catch {
    // Unreadable storage keeps nothing anyway.
  }
}

/** What Show More had added to this history entry's list, when it may be shown again now. */
export function keptPages<T>(entry: string, firstKeys: readonly string[]): KeptPages<T> | null {
  const store = tabStorage();
  if (!store) return null;
  try {
    const kept = JSON.parse(store.getItem(PREFIX + entry) ?? "null") as KeptPages<T> | null;
    if (!kept || Date.now() - kept.savedAt > MAX_AGE_MS) return null;
    const same =
      kept.firstKeys.length === firstKeys.length && kept.firstKeys.every((k, i) => k === firstKeys[i]);
    return same ? kept : null;
  } catch {
    return null;
  }
}
