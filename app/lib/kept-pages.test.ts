// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keepPages, keptPages } from "./kept-pages";

const first = ["a", "b"];
const kept = { firstKeys: first, extra: [{ id: "c" }, { id: "d" }], cursor: "next" };

describe("kept Show More pages", () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.useRealTimers());

  it("gives back what was kept for the entry while its first page is the same", () => {
    keepPages("entry-1", kept);
    expect(keptPages("entry-1", first)).toMatchObject({ extra: kept.extra, cursor: "next" });
    expect(keptPages("entry-2", first)).toBeNull();
  });

  it("forgets them when the first page changed, or after half an hour", () => {
    keepPages("entry-1", kept);
    expect(keptPages("entry-1", ["a", "x"])).toBeNull();
    expect(keptPages("entry-1", ["a"])).toBeNull();
    vi.useFakeTimers({ now: Date.now() + 31 * 60 * 1000 });
    expect(keptPages("entry-1", first)).toBeNull();
  });

  it("keeps the 20 latest lists, a list kept again counting as the latest", () => {
    for (let i = 0; i < 21; i++) keepPages(`entry-${i}`, kept);
    keepPages("entry-1", kept);
    keepPages("entry-21", kept);
    expect(keptPages("entry-0", first)).toBeNull();
    expect(keptPages("entry-2", first)).toBeNull();
    expect(keptPages("entry-1", first)).not.toBeNull();
    expect(keptPages("entry-3", first)).not.toBeNull();
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith("shownPages:"))).toHaveLength(20);
  });

  it("reads something unreadable as nothing kept", () => {
    sessionStorage.setItem("shownPages:entry-1", "{not json");
    expect(keptPages("entry-1", first)).toBeNull();
  });
});
