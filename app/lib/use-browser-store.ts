import { startTransition, useEffect, useState, useSyncExternalStore } from "react";

/** Set by the first effect of any use, once the document's hydration has committed. */
let documentHydrated = false;

/**
 * useSyncExternalStore for a value only the browser knows (local storage, a media query), in the
 * shop frame (header, footer, cookie banner).
 *
 * Like useSyncExternalStore, it answers `getServerSnapshot` while the server's HTML is hydrated.
 * Where useSyncExternalStore then finds the browser's value different, React re-renders at once,
 * synchronously, in the same task as hydration's effects: on a phone that made one long task of
 * effects, re-render and commit (benchmarks §0u). Here the browser's value comes in a transition
 * started from an effect instead, which React renders in slices between other work.
 *
 * A use mounted after the document's hydration (the frame drawn again after a client navigation
 * to or from an error page, say) reads the browser's value from its first render, as
 * useSyncExternalStore does. So does a use inside a Suspense boundary that hydrates after the
 * rest of the document (the lazily loaded footer): React still hydrates it with the server's value,
 * then re-renders that boundary synchronously if the browser's differs, as before.
 */
export function useBrowserStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const [live, setLive] = useState(() => documentHydrated);
  useEffect(() => {
    documentHydrated = true;
    if (!live) startTransition(() => setLive(true));
  }, [live]);
  return useSyncExternalStore(subscribe, live ? getSnapshot : getServerSnapshot, getServerSnapshot);
}
