// @vitest-environment happy-dom
// useBrowserStore against useSyncExternalStore, hydrating real server HTML with react-dom: both
// answer the server's value during hydration and the browser's after it; only useBrowserStore
// keeps the browser's value out of the task that runs hydration's effects.
import { useEffect, useSyncExternalStore } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

import type * as BrowserStore from "./use-browser-store";

type StoreHook = typeof BrowserStore.useBrowserStore;

// Each test starts from a document not yet hydrated: the module's own state is fresh.
let useBrowserStore: StoreHook;
beforeEach(async () => {
  vi.resetModules();
  ({ useBrowserStore } = await import("./use-browser-store"));
});

let browserValue = "browser";
const listeners = new Set<() => void>();
const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};
const getSnapshot = () => browserValue;
const getServerSnapshot = () => "server";

/**
 * Hydrates a component reading the store with `useStore` and returns what it rendered, in
 * order, and what had been rendered by the end of the task running hydration's effects.
 */
async function hydrate(useStore: StoreHook) {
  const rendered: string[] = [];
  let atEffectsEnd: string[] | null = null;
  function Probe() {
    const value = useStore(subscribe, getSnapshot, getServerSnapshot);
    rendered.push(value);
    return <p>{value}</p>;
  }
  function EffectsEnd() {
    useEffect(() => {
      // React flushes synchronous work in a microtask queued before this one (the store's effect
      // runs first); a transition waits for a task of its own. Three hops for margin.
      const capture = () => (atEffectsEnd ??= [...rendered]);
      queueMicrotask(() => queueMicrotask(() => void Promise.resolve().then(capture)));
    }, []);
    return null;
  }
  const App = () => (
    <div>
      <Probe />
      <EffectsEnd />
    </div>
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(<App />);
  rendered.length = 0;
  const errors: unknown[] = [];
  const root = hydrateRoot(container, <App />, { onRecoverableError: (e) => errors.push(e) });
  for (let i = 0; i < 50 && container.textContent !== browserValue; i++)
    await new Promise((r) => setTimeout(r, 5));
  return { root, container, rendered, atEffectsEnd: atEffectsEnd as string[] | null, errors };
}

describe("useBrowserStore", () => {
  it("hydrates with the server's value, then shows the browser's, with no mismatch", async () => {
    browserValue = "browser";
    const { root, container, rendered, errors } = await hydrate(useBrowserStore);
    expect(rendered[0]).toBe("server");
    expect(container.textContent).toBe("browser");
    expect(errors).toEqual([]);
    root.unmount();
  });

  it("renders the browser's value in a later task than hydration's effects", async () => {
    browserValue = "browser";
    const browser = await hydrate(useBrowserStore);
    expect(browser.atEffectsEnd).toEqual(["server"]);
    browser.root.unmount();
    // What it replaces: React re-renders synchronously inside the effects' task.
    const plain = await hydrate(useSyncExternalStore);
    expect(plain.atEffectsEnd).toEqual(["server", "browser"]);
    plain.root.unmount();
  });

  it("reads the browser's value at once when mounted after the document's hydration", async () => {
    browserValue = "browser";
    const hydrated = await hydrate(useBrowserStore);
    const rendered: string[] = [];
    function Later() {
      const value = useBrowserStore(subscribe, getSnapshot, getServerSnapshot);
      rendered.push(value);
      return <p>{value}</p>;
    }
    const container = document.createElement("div");
    const root = createRoot(container);
    root.render(<Later />);
    await new Promise((r) => setTimeout(r, 20));
    expect(rendered[0]).toBe("browser");
    expect(container.textContent).toBe("browser");
    root.unmount();
    hydrated.root.unmount();
  });

  it("follows the store once live", async () => {
    browserValue = "first";
    const { root, container } = await hydrate(useBrowserStore);
    expect(container.textContent).toBe("first");
    browserValue = "second";
    listeners.forEach((l) => l());
    await new Promise((r) => setTimeout(r, 20));
    expect(container.textContent).toBe("second");
    root.unmount();
  });
});
