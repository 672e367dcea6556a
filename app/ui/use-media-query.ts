import { useCallback } from "react";
import { useBrowserStore } from "../lib/use-browser-store";

/**
 * Whether a media query matches. The server (and the hydration pass) answer `serverValue`, so
 * the first client render matches the HTML; the real answer follows right after hydration (in a
 * transition: see useBrowserStore, whose limits apply).
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
  const matches = useCallback(() => window.matchMedia(query).matches, [query]);
  const onServer = useCallback(() => serverValue, [serverValue]);
  return useBrowserStore(subscribe, matches, onServer);
}
