import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

/**
 * useSyncExternalStore for a value only the browser knows (local storage, a media query), in a
 * part of the shop frame that mounts with the document (header, footer, cookie banner).
 *
 * Like useSyncExternalStore, it answers `getServerSnapshot` while the server's HTML is hydrated.
 * Where useSyncExternalStore then finds the browser's value different, React re-renders at once,
 * synchronously, in the same task as hydration's effects: on a phone that made one long task of
 * effects, re-render and commit (benchmarks §0u). Here the browser's value comes in a transition
 * started from an effect instead, which React renders in slices between other work.
 *
 * Each use starts from the server's value, so a part mounted later (after a client navigation)
 * shows it for a frame before the browser's: keep this to parts drawn with the document, and
 * use plain useSyncExternalStore elsewhere.
 */
export function useBrowserStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const [live, setLive] = useState(false);
  useEffect(() => {
    startTransition(() => setLive(true));
  }, []);
  return useSyncExternalStore(subscribe, live ? getSnapshot : getServerSnapshot, getServerSnapshot);
}
