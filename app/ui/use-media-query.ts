import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a media query matches. The server (and the hydration pass) answer `serverValue`, so
 * the first client render matches the HTML; the real answer follows right after hydration.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
