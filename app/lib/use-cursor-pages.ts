// Show More over keyset pages, for every list of the shop and the back office: the loader's first
// page, then one page per click from the API. A new first page (other params, a revalidation
// after a write) starts the list over; a request for the old list is dropped.
import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { forgetPages, keepPages, keptPages } from "./kept-pages";
import { useHydrated } from "./use-hydrated";

export interface CursorPage<T> {
  items: T[];
  /** Opaque keyset cursor for the next page; null when nothing is left. */
  nextCursor: string | null;
}

export type FetchPage<T> = (cursor: string, signal: AbortSignal) => Promise<CursorPage<T>>;

interface PagesState<T> {
  /** The loader page these items grew from. */
  source: CursorPage<T>;
  items: T[];
  cursor: string | null;
  status: "idle" | "loading" | "error";
  /** How many the last Show More added, for a live region; null before any. */
  lastAdded: number | null;
  /** The items it started with (the first page, and any pages kept for the entry). */
  startedWith: T[];
}

/** A list from its first page, with what Show More had added to this history entry (`keepFor`). */
function startFrom<T>(source: CursorPage<T>, keyOf: (item: T) => string, keepFor?: string): PagesState<T> {
  const kept = keepFor ? keptPages<T>(keepFor, source.items.map(keyOf)) : null;
  const seen = new Set(source.items.map(keyOf));
  const items = kept
    ? [...source.items, ...kept.extra.filter((item) => !seen.has(keyOf(item)))]
    : source.items;
  return {
    source,
    items,
    cursor: kept ? kept.cursor : source.nextCursor,
    status: "idle",
    lastAdded: null,
    startedWith: items,
  };
}

export interface CursorPagesOptions {
  /**
   * The history entry the list belongs to (React Router's location key): what Show More adds is
   * kept for it, and shown again when the shopper comes back to it (app/lib/kept-pages.ts).
   */
  keepFor?: string;
}

/** What a successful Show More added: the caller may move focus to the first new item. */
export interface LoadedMore {
  added: number;
  firstNewIndex: number;
}

export function useCursorPages<T>(
  first: CursorPage<T>,
  fetchPage: FetchPage<T>,
  keyOf: (item: T) => string,
  { keepFor }: CursorPagesOptions = {},
) {
  // Hydration draws the server's page: what was kept comes back on a client navigation only.
  const hydrated = useHydrated();
  const [stored, setState] = useState(() => startFrom(first, keyOf, hydrated ? keepFor : undefined));
  // A list drawn by hydration (a reload, a page opened afresh) shows its first page: what an
  // earlier visit of this entry had loaded is forgotten, so Back later brings back only this one's.
  const fromHydration = useRef(!hydrated);
  useEffect(() => {
    if (fromHydration.current && keepFor) forgetPages(keepFor);
    fromHydration.current = false;
  }, [keepFor]);
  // Adjusted while rendering, not in an effect: women → men must never show a frame of women's
  // products under the men's heading, nor a list its old filter's rows.
  let state = stored;
  if (stored.source !== first) {
    state = startFrom(first, keyOf, keepFor);
    setState(state);
  }

  // What Show More added, kept for the entry as it changes (a page more, a row removed or replaced).
  useEffect(() => {
    // Nothing added since the start (a list drawn again from what was kept is not kept anew, so
    // its half hour runs from when its pages were loaded).
    if (!keepFor || state.items === state.startedWith) return;
    const firstKeys = state.source.items.map(keyOf);
    const onFirst = new Set(firstKeys);
    keepPages(keepFor, {
      firstKeys,
      extra: state.items.filter((item) => !onFirst.has(keyOf(item))),
      cursor: state.cursor,
    });
  }, [keepFor, keyOf, state.items, state.source, state.cursor, state.startedWith]);

  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), [first]);

  async function loadMore(): Promise<LoadedMore | null> {
    const { source, cursor, items } = state;
    // The ref, not only the status: a second click can land before the disabled button renders.
    const pending = inFlight.current;
    if (cursor === null || (pending && !pending.signal.aborted)) return null;
    const controller = new AbortController();
    inFlight.current = controller;
    setState((s) => (s.source === source ? { ...s, status: "loading" } : s));
    try {
      const page = await fetchPage(cursor, controller.signal);
      if (controller.signal.aborted) return null;
      // Keyset pages do not overlap, but a row re-dated between clicks could come twice; React
      // keys must stay unique.
      const seen = new Set(items.map(keyOf));
      const fresh = page.items.filter((item) => {
        const key = keyOf(item);
        return seen.has(key) ? false : (seen.add(key), true);
      });
      // Synchronous so the new rows are in the DOM when the caller moves focus to them.
      flushSync(() =>
        setState((s) =>
          s.source === source
            ? {
                ...s,
                items: [...s.items, ...fresh],
                cursor: page.nextCursor,
                status: "idle",
                lastAdded: fresh.length,
              }
            : s,
        ),
      );
      return { added: fresh.length, firstNewIndex: items.length };
    } catch {
      if (controller.signal.aborted) return null;
      // The rows already shown stay; the button comes back for another try.
      setState((s) => (s.source === source ? { ...s, status: "error" } : s));
      return null;
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }

  /** Puts the server's new copy of a row in place, e.g. a message just marked read. */
  function replaceItem(item: T): void {
    const key = keyOf(item);
    setState((s) => ({ ...s, items: s.items.map((old) => (keyOf(old) === key ? item : old)) }));
  }

  /** Takes a row out, e.g. a product just removed, without reloading what is shown. */
  function removeItem(key: string): void {
    setState((s) => ({ ...s, items: s.items.filter((item) => keyOf(item) !== key) }));
  }

  return {
    items: state.items,
    hasMore: state.cursor !== null,
    /** The cursor Show More will ask for next (a link's href without JavaScript), or null. */
    nextCursor: state.cursor,
    loading: state.status === "loading",
    failed: state.status === "error",
    lastAdded: state.lastAdded,
    loadMore,
    replaceItem,
    removeItem,
  };
}

export type CursorPages<T> = ReturnType<typeof useCursorPages<T>>;
