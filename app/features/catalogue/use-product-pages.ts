// Show More over cursor pages: the loader's first page, then one API page per click.
import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import type { ProductCard, ProductPage } from "../../../domain/contracts/products";

export type FetchPage = (cursor: string, signal: AbortSignal) => Promise<ProductPage>;

interface PagesState {
  /** The loader page these items grew from; a new one (other params, revalidation) starts over. */
  source: ProductPage;
  items: ProductCard[];
  cursor: string | null;
  status: "idle" | "loading" | "error";
  /** How many the last Show More added, for the live region; null before any. */
  lastAdded: number | null;
}

function startFrom(source: ProductPage): PagesState {
  return { source, items: source.items, cursor: source.nextCursor, status: "idle", lastAdded: null };
}

/** What a successful Show More added: the caller moves focus to the first new item. */
export interface LoadedMore {
  added: number;
  firstNewIndex: number;
}

export function useProductPages(first: ProductPage, fetchPage: FetchPage) {
  const [stored, setState] = useState(() => startFrom(first));
  // Adjusting state while rendering rather than in an effect: women → men must never show a
  // frame of women's products under the men's heading.
  let state = stored;
  if (stored.source !== first) {
    state = startFrom(first);
    setState(state);
  }

  const inFlight = useRef<AbortController | null>(null);
  // A request for the old list is dropped when the list starts over or the page goes away.
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
      // Keyset pages do not overlap, but a product re-dated between clicks could come twice;
      // React keys must stay unique.
      const seen = new Set(items.map((item) => item.id));
      const fresh: ProductCard[] = [];
      for (const item of page.items) {
        if (seen.has(item.id)) continue;
        seen.add(item.id);
        fresh.push(item);
      }
      // Synchronous so the new cards are in the DOM when the caller moves focus to them.
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
      // The items already shown stay; the button comes back for another try.
      setState((s) => (s.source === source ? { ...s, status: "error" } : s));
      return null;
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }

  return {
    items: state.items,
    hasMore: state.cursor !== null,
    loading: state.status === "loading",
    failed: state.status === "error",
    lastAdded: state.lastAdded,
    loadMore,
  };
}
