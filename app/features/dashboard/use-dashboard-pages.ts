// The product list: the loader's first page, Show More by cursor, and rows taken out after a
// removal without reloading what is already shown.
import { useRef, useState } from "react";
import type { DashboardProduct, DashboardProductPage } from "../../../sdk/dashboard";
import { dashboardApi } from "./api";

interface PagesState {
  /** The loader page the rows grew from; a new one (after a save, say) starts over. */
  source: DashboardProductPage;
  items: DashboardProduct[];
  cursor: string | null;
  status: "idle" | "loading" | "error";
}

const startFrom = (source: DashboardProductPage): PagesState => ({
  source,
  items: source.items,
  cursor: source.nextCursor,
  status: "idle",
});

export function useDashboardPages(first: DashboardProductPage, filter: { stock?: "low" } = {}) {
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
      const page = await dashboardApi.products({ ...filter, cursor });
      setState((s) => {
        if (s.source !== source) return s;
        const seen = new Set(s.items.map((item) => item.id));
        const fresh = page.items.filter((item) => !seen.has(item.id));
        return { ...s, items: [...s.items, ...fresh], cursor: page.nextCursor, status: "idle" };
      });
    } catch {
      setState((s) => (s.source === source ? { ...s, status: "error" } : s));
    } finally {
      busy.current = false;
    }
  }

  function removeItem(id: string): void {
    setState((s) => ({ ...s, items: s.items.filter((item) => item.id !== id) }));
  }

  return {
    items: state.items,
    hasMore: state.cursor !== null,
    loading: state.status === "loading",
    failed: state.status === "error",
    loadMore,
    removeItem,
  };
}
