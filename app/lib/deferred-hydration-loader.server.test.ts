// LOADER, the classic script deferred hydration puts in the page, run in a minimal DOM: when it
// starts hydration, what it inserts and in what order.
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  DEFER_LIMIT_MS,
  LOADER,
  PAINT_MARGIN_MS,
  PRELOADS_PER_TASK,
  STYLESHEET_WAIT_MS,
} from "./deferred-hydration.server";

/** The bootstrap's text as the data block holds it; the loader copies it into a module script. */
const BOOT_TEXT = 'import("/assets/entry.client-B2.js");';

/** A minimal DOM for running LOADER: what it reads and what it inserts, frames, timers, paint entries. */
function loaderWorld(
  images: { priority: string; complete: boolean }[],
  paintEntries = true,
  disabledSheets = 0,
  preloads = ["/assets/entry.client-B2.js", "/assets/root-A1.js"],
) {
  const listeners: Record<string, (() => void)[]> = {};
  const inserted: { tag: string; props: Record<string, string> }[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const frames: (() => void)[] = [];
  const observers: { type: string; fn: (list: { getEntries: () => object[] }) => void }[] = [];
  let now = 0;
  const element = (tag: string) => {
    const props: Record<string, string> = {};
    inserted.push({ tag, props });
    return props;
  };
  const imgs = images.map((img) => {
    const on: Record<string, () => void> = {};
    return {
      complete: img.complete,
      getAttribute: (name: string) => (name === "fetchpriority" ? img.priority : null),
      addEventListener: (type: string, fn: () => void) => (on[type] = fn),
      fire: (type: string) => on[type]!(),
    };
  });
  const block = {
    textContent: BOOT_TEXT,
    getAttribute: (name: string) => (name === "data-modulepreload" ? preloads.join(" ") : null),
  };
  class Observer {
    static supportedEntryTypes = paintEntries ? ["paint", "largest-contentful-paint"] : [];
    constructor(private fn: (list: { getEntries: () => object[] }) => void) {}
    observe({ type }: { type: string }) {
      observers.push({ type, fn: this.fn });
    }
  }
  // The stylesheet links whose rules were inlined in part: disabled until the loader starts.
  const sheets = Array.from({ length: disabledSheets }, () => ({
    disabled: true,
    onload: null as null | (() => void),
    onerror: null as null | (() => void),
  }));
  const context = {
    document: {
      currentScript: { nonce: "n1", previousElementSibling: block },
      images: imgs,
      querySelectorAll: (selector: string) =>
        selector === 'link[rel="stylesheet"][disabled]' ? sheets.filter((l) => l.disabled) : [],
      head: { appendChild: () => {} },
      createElement: element,
    },
    window: { PerformanceObserver: Observer },
    performance: { now: () => now },
    addEventListener: (type: string, fn: () => void) => (listeners[type] ??= []).push(fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
  };
  runInNewContext(LOADER, context);
  return {
    imgs,
    sheets,
    inserted,
    listeners,
    at: (ms: number) => (now = ms),
    runFrames: () => frames.splice(0).forEach((f) => f()),
    runTimers: (ms: number) => timers.splice(0).forEach((t) => (t.ms <= ms ? t.fn() : timers.push(t))),
    report: (type: string, entry: object) =>
      observers.filter((o) => o.type === type).forEach((o) => o.fn({ getEntries: () => [entry] })),
  };
}

describe("LOADER", () => {
  const hydrationTags = [
    { tag: "link", props: { rel: "modulepreload", href: "/assets/entry.client-B2.js", nonce: "n1" } },
    { tag: "link", props: { rel: "modulepreload", href: "/assets/root-A1.js", nonce: "n1" } },
    { tag: "script", props: { type: "module", nonce: "n1", textContent: BOOT_TEXT } },
  ];

  it("starts hydration once a paint after the high-priority images' load is reported, once", () => {
    const w = loaderWorld([
      { priority: "high", complete: false },
      { priority: "high", complete: false },
      { priority: "auto", complete: false },
      { priority: "high", complete: true },
    ]);
    w.imgs[0]!.fire("load");
    w.report("largest-contentful-paint", { startTime: 5, element: {} });
    w.runFrames();
    w.runTimers(PAINT_MARGIN_MS);
    expect(w.inserted).toEqual([]);
    w.at(100);
    w.imgs[1]!.fire("error");
    // An earlier candidate (text painted before the images settled) does not count.
    w.report("largest-contentful-paint", { startTime: 40, element: {} });
    w.runFrames();
    w.runTimers(0);
    expect(w.inserted).toEqual([]);
    w.report("largest-contentful-paint", { startTime: 120, element: w.imgs[0] });
    expect(w.inserted).toEqual(hydrationTags);
    w.listeners.keydown![0]!();
    w.runTimers(DEFER_LIMIT_MS);
    expect(w.inserted).toHaveLength(3);
  });

  it("counts the paint of one of the images even when reported with an earlier time", () => {
    const w = loaderWorld([{ priority: "high", complete: false }]);
    w.at(100);
    w.imgs[0]!.fire("load");
    w.report("largest-contentful-paint", { startTime: 99, element: w.imgs[0] });
    expect(w.inserted).toEqual(hydrationTags);
  });

  it("without a reported paint, starts a margin after the next frame", () => {
    const w = loaderWorld([{ priority: "high", complete: false }]);
    w.imgs[0]!.fire("load");
    w.runFrames();
    w.runTimers(PAINT_MARGIN_MS - 1);
    expect(w.inserted).toEqual([]);
    w.runTimers(PAINT_MARGIN_MS);
    expect(w.inserted).toEqual(hydrationTags);
  });

  it("without a pending high-priority image, starts at the first contentful paint", () => {
    const w = loaderWorld([{ priority: "auto", complete: false }]);
    w.report("paint", { name: "first-paint", startTime: 10 });
    expect(w.inserted).toEqual([]);
    w.report("paint", { name: "first-contentful-paint", startTime: 10 });
    expect(w.inserted).toEqual(hydrationTags);
  });

  it("in a browser without paint entries, starts right after the next frame", () => {
    const w = loaderWorld([{ priority: "high", complete: false }], false);
    w.imgs[0]!.fire("load");
    w.runTimers(0);
    expect(w.inserted).toEqual([]);
    w.runFrames();
    w.runTimers(0);
    expect(w.inserted).toEqual(hydrationTags);
  });

  it("switches the partly inlined stylesheets on, and runs the modules once they have loaded", () => {
    const w = loaderWorld([], true, 2);
    w.report("paint", { name: "first-contentful-paint", startTime: 10 });
    expect(w.sheets.map((l) => l.disabled)).toEqual([false, false]);
    // The preloads go out at once; the module waits for the stylesheets.
    expect(w.inserted).toEqual(hydrationTags.slice(0, 2));
    w.sheets[0]!.onload!();
    expect(w.inserted).toHaveLength(2);
    w.sheets[1]!.onerror!();
    expect(w.inserted).toEqual(hydrationTags);
    w.runTimers(STYLESHEET_WAIT_MS);
    expect(w.inserted).toHaveLength(3);
  });

  it("runs the modules after STYLESHEET_WAIT_MS when a stylesheet never answers, once", () => {
    const w = loaderWorld([], true, 1);
    w.report("paint", { name: "first-contentful-paint", startTime: 10 });
    w.runTimers(STYLESHEET_WAIT_MS - 1);
    expect(w.inserted).toHaveLength(2);
    w.runTimers(STYLESHEET_WAIT_MS);
    expect(w.inserted).toEqual(hydrationTags);
    w.sheets[0]!.onload!();
    expect(w.inserted).toHaveLength(3);
  });

  it(`inserts the preloads ${PRELOADS_PER_TASK} per task, then the stylesheets and the module`, () => {
    const hrefs = Array.from({ length: 2 * PRELOADS_PER_TASK + 1 }, (_, i) => `/assets/m${i}.js`);
    const w = loaderWorld([], true, 1, hrefs);
    w.report("paint", { name: "first-contentful-paint", startTime: 10 });
    const preloaded = () =>
      w.inserted.filter((e) => e.props.rel === "modulepreload").map((e) => e.props.href);
    expect(preloaded()).toEqual(hrefs.slice(0, PRELOADS_PER_TASK));
    expect(w.sheets[0]!.disabled).toBe(true);
    w.runTimers(0);
    expect(preloaded()).toEqual(hrefs.slice(0, 2 * PRELOADS_PER_TASK));
    w.runTimers(0);
    expect(preloaded()).toEqual(hrefs);
    expect(w.sheets[0]!.disabled).toBe(false);
    expect(w.inserted.filter((e) => e.tag === "script")).toEqual([]);
    w.sheets[0]!.onload!();
    expect(w.inserted.at(-1)).toEqual(hydrationTags[2]);
    expect(w.inserted).toHaveLength(hrefs.length + 1);
  });

  it("starts at the first tap or key press, or after the time limit, whatever the images do", () => {
    const tapped = loaderWorld([{ priority: "high", complete: false }]);
    tapped.listeners.pointerdown![0]!();
    expect(tapped.inserted).toEqual(hydrationTags);

    const slow = loaderWorld([{ priority: "high", complete: false }]);
    slow.runTimers(DEFER_LIMIT_MS - 1);
    expect(slow.inserted).toEqual([]);
    slow.runTimers(DEFER_LIMIT_MS);
    expect(slow.inserted).toEqual(hydrationTags);
  });
});
