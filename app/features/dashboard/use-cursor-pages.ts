// Show More for any dashboard list: the loader's first page, then pages by cursor from the SDK.
// A new first page (other filters, or a revalidation after a write) starts the list over.
import { useRef, useState } from "react";

export interface CursorPage<T> {
  items: T[];
  /** Opaque keyset cursor for the next page; null when nothing is left. */
  nextCursor: string | null;
}

interface PagesState<T> {
  source: CursorPage<T>;
  items: T[];
  cursor: string | null;
  status: "idle" | "loading" | "error";
}

const startFrom = <T>(source: CursorPage<T>): PagesState<T> => ({
  source,
  items: source.items,
  cursor: source.nextCursor,
  status: "idle",
});

export function useCursorPages<T>(
  first: CursorPage<T>,
  fetchPage: (cursor: string) => Promise<CursorPage<T>>,
  keyOf: (item: T) => string,
) {
  const [stored, setState] = useState(() => startFrom(first));
  // Adjusted while rendering, not in an effect, so stale rows never show for a frame.
  let state = stored;
  if (stored.source !== first) {
    state = startFrom(first);
    setState(state);
  }
  const busy = useRef(false);

  async function loadMore(): Promise<void> {
    const { source, cursor } = state;
    // The ref, not the status: a double click can land before the disabled button renders.
    if (cursor === null || busy.current) return;
    busy.current = true;
    setState((s) => ({ ...s, status: "loading" }));
    try {
      const page = await fetchPage(cursor);
      setState((s) => {
        if (s.source !== source) return s;
        const seen = new Set(s.items.map(keyOf));
        const fresh = page.items.filter((item) => !seen.has(keyOf(item)));
        return { ...s, items: [...s.items, ...fresh], cursor: page.nextCursor, status: "idle" };
      });
    } catch {
      setState((s) => (s.source === source ? { ...s, status: "error" } : s));
    } finally {
      busy.current = false;
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
    loading: state.status === "loading",
    failed: state.status === "error",
    loadMore,
    replaceItem,
    removeItem,
  };
}

export type CursorPages<T> = ReturnType<typeof useCursorPages<T>>;
